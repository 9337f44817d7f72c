import type { Page, Request } from '@playwright/test'
import { homePath } from '@/routing/build'
import { expect, message, test } from './fixtures'

const VIEWPORT = { width: 1280, height: 600 }
// The last recipe card of the recipe index: well below the first screen.
const LINK = 'main a[href^="/recipe/"] >> nth=-1'

function isFor(request: Request, path: string): boolean {
  return new URL(request.url()).pathname === path
}

/** Next's prefetch of a route's shell (its tree), sent before the page data. */
function isShellPrefetch(request: Request): boolean {
  return request.headers()['next-router-segment-prefetch'] !== undefined
}

/** Every request the page makes for `path`, recorded from now on. */
function recordRequests(page: Page, path: string): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (isFor(request, path)) seen.push(request)
  })
  return seen
}

/** Waits until every recorded request has an answer (a full prefetch may take more than one). */
async function allAnswered(requests: readonly Request[]) {
  await expect
    .poll(
      async () => (await Promise.all(requests.map((request) => request.response()))).every(Boolean),
      { timeout: 10_000 },
    )
    .toBe(true)
}

/** Scrolls so the link's top edge sits `below` pixels under the bottom of the viewport. */
async function scrollLinkBelowViewport(page: Page, below: number) {
  await page.locator(LINK).evaluate((link, below) => {
    const top = link.getBoundingClientRect().top + window.scrollY
    window.scrollTo(0, Math.max(0, top - window.innerHeight - below))
  }, below)
}

async function openRecipeIndex(page: Page): Promise<string> {
  await page.goto('/recipes')
  await page.waitForLoadState('networkidle')
  return (await page.locator(LINK).getAttribute('href')) ?? ''
}

test.use({ viewport: VIEWPORT })

/** A visitor whose browser asks to save data (Next does not prefetch for them). */
const SAVE_DATA = () => {
  Object.defineProperty(navigator, 'connection', {
    value: { saveData: true, effectiveType: '4g' },
  })
}

test.describe('link prefetching (spec §9: 200 px margin)', () => {
  test('prefetches a link once it is within 200 px of the viewport, and then navigates without another request', async ({
    page,
  }) => {
    const target = await openRecipeIndex(page)
    const requests = recordRequests(page, target)
    await scrollLinkBelowViewport(page, 600)
    await page.waitForTimeout(500)
    expect(requests, 'a link far below the viewport is not fetched').toHaveLength(0)

    const pageData = page.waitForResponse(
      (response) => isFor(response.request(), target) && !isShellPrefetch(response.request()),
    )
    await scrollLinkBelowViewport(page, 120)
    await (await pageData).finished()
    await allAnswered(requests)
    const prefetched = requests.length

    await page.locator(LINK).click()
    await expect(page).toHaveURL(target)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(
      requests.slice(prefetched).map((request) => request.url()),
      'no request once the link is clicked',
    ).toEqual([])
  })

  test('prefetches nothing for a visitor who saves data; the click fetches the page', async ({
    context,
    page,
  }) => {
    await context.addInitScript(SAVE_DATA)
    const target = await openRecipeIndex(page)
    const requests = recordRequests(page, target)
    await scrollLinkBelowViewport(page, 50)
    await page.waitForTimeout(800)
    expect(requests, 'nothing is fetched before the click').toHaveLength(0)
    await page.locator(LINK).click()
    await expect(page).toHaveURL(target)
    expect(requests.length).toBeGreaterThan(0)
  })
})

test.describe('slow navigation', { tag: '@every-region' }, () => {
  test("shows the loading screen in the visitor's language over the page until the next page arrives", async ({
    context,
    page,
    site,
  }) => {
    // No prefetch, so the click itself waits for the (delayed) page.
    await context.addInitScript(SAVE_DATA)
    const home = homePath(site.region, site.locale)
    await page.goto(home)
    await page.waitForLoadState('networkidle')
    const link = page
      .locator(home === '/' ? 'footer a[href^="/"]:not([href="/"])' : `footer a[href^="${home}/"]`)
      .first()
    const target = (await link.getAttribute('href')) ?? ''
    // The next page is held back until the checks below are done, however slow the machine is.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.pathname === target,
      async (route) => {
        await held
        await route.continue()
      },
    )
    await link.scrollIntoViewIfNeeded()
    const heading = page.locator('footer h2, footer p').first()
    const before = await heading.boundingBox()

    await link.click()
    const loading = message(site, 'shell.loading')
    const screen = page.locator('.route-loading').filter({ hasText: loading })
    await expect(screen).toBeVisible({ timeout: 2000 })
    await expect(
      page.getByRole('progressbar', { name: loading }),
      'the wait is named once, by the progress bar',
    ).toHaveCount(1)
    expect(await heading.boundingBox(), 'the page under the loading screen does not move').toEqual(
      before,
    )

    release()
    await expect(page).toHaveURL(target)
    await expect(screen).toHaveCount(0)
  })
})

test.describe('a missing page read without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, heading] of [
    ['/products/NO-SUCH-SKU', 'Product not found'],
    ['/no-such-page/anywhere', 'Page not found'],
    ['/recipe/no-such-recipe', 'Page not found'],
    ['/korea/products/NO-SUCH-SKU', '제품을 찾을 수 없습니다'],
  ]) {
    test(`${path} answers 404 and shows its message inside the site's header and footer`, async ({
      page,
    }) => {
      const response = await page.goto(path ?? '')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '')
      await expect(page.locator('header').first()).toBeVisible()
      await expect(page.locator('footer').first()).toBeVisible()
      await expect(page.locator('.loading-screen'), 'no loading screen in its place').toHaveCount(0)
    })
  }
})
