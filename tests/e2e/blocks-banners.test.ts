import type { Locator, Page } from '@playwright/test'
import { baseUrl, get } from '../helpers/http'
import { expect, test } from './fixtures'
/** The every-block showcase page; its banner blocks come from src/cms/seed/showcase/banners.ts. */
const SHOWCASE = '/why-terrafield'
const WIDE = { width: 1280, height: 800 }
const NAVIGATION_IDS = [
  'kitchen-partners',
  'avocado-program',
  'potato-harvest',
  'our-promise',
  'menu-solutions',
  'video',
  'our-products',
  'avocado-spotlight',
  'in-the-kitchen',
]

/** Third-party URLs each page asked for, from before its first navigation. */
const thirdParty = new WeakMap<Page, string[]>()

async function openShowcase(page: Page): Promise<Page> {
  const requested: string[] = []
  thirdParty.set(page, requested)
  page.on('request', (request) => {
    const url = request.url()
    if (/^https?:/.test(url) && !url.startsWith(baseUrl())) requested.push(url)
  })
  // The test network is closed: third-party requests fail fast instead of hanging.
  await page.route(/youtube|wistia/, (route) => route.abort())
  const response = await page.goto(SHOWCASE)
  expect(response?.status()).toBe(200)
  return page
}

const link = (scope: Locator, name: string | RegExp) =>
  scope.getByRole('link', { name, exact: true })

async function expectImagesWithAlt(scope: Locator, count: number): Promise<void> {
  const images = scope.getByRole('img')
  await expect(images).toHaveCount(count)
  for (const alt of await images.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('alt')),
  )) {
    expect(alt?.trim()).toBeTruthy()
  }
}

test.use({ viewport: WIDE })

test.describe('banner blocks on the showcase page', () => {
  test('shows the background image banner as a real image behind its heading, with both calls to action', async ({
    page,
  }) => {
    await openShowcase(page)
    const banner = page.locator('#kitchen-partners')
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText('Built for busy kitchens')
    await expectImagesWithAlt(banner, 1)
    await expect(link(banner, 'Talk to our food-service team')).toHaveAttribute(
      'href',
      '/contact-us',
    )
    await expect(link(banner, 'Find a distributor')).toHaveAttribute('href', '/find-a-distributor')
  })

  test('shows the image pop-out banner, the single image banner and the large image banner', async ({
    page,
  }) => {
    await openShowcase(page)
    const popOut = page.locator('#avocado-program')
    await expect(popOut.getByRole('heading', { level: 2 })).toHaveText(
      'Avocado, ready when you are',
    )
    await expectImagesWithAlt(popOut, 1)
    await expect(link(popOut, 'See our avocado products')).toHaveAttribute(
      'href',
      '/foodservice-solutions',
    )

    const single = page.locator('#from-our-fields')
    await expectImagesWithAlt(single, 1)
    await expect(
      single.getByText("Potato fields in Idaho's Snake River Valley", { exact: false }),
    ).toBeVisible()
    await expect(link(single, 'More about Terrafield')).toHaveAttribute('href', '/about-us')

    const large = page.locator('#potato-harvest')
    await expect(large.getByRole('heading', { level: 2 })).toHaveText(
      'Harvested at peak, frozen within hours',
    )
    await expectImagesWithAlt(large, 1)
    await expect(link(large, 'How we grow')).toHaveAttribute('href', '/about-us/our-story')
  })

  test('shows three features, each with an icon, a title and a link', async ({ page }) => {
    await openShowcase(page)
    const banner = page.locator('#our-promise')
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText(
      'Our promise to your kitchen',
    )
    await expect(banner.getByRole('listitem')).toHaveCount(3)
    await expect(banner.getByRole('heading', { level: 3 })).toHaveText([
      'Consistent yield',
      'School-ready nutrition',
      'Delivered by partners you know',
    ])
    await expectImagesWithAlt(banner, 3)
    await expect(link(banner, 'Browse products')).toHaveAttribute('href', '/foodservice-solutions')
    // A feature link without its own text makes the feature title the link.
    await expect(link(banner, 'School-ready nutrition')).toHaveAttribute('href', '/contact-us')
    await expect(link(banner, 'Find a distributor')).toHaveAttribute('href', '/find-a-distributor')
  })

  test('shows the two-column slide with rich text whose internal link points at the page URL', async ({
    page,
  }) => {
    await openShowcase(page)
    const slide = page.locator('#menu-solutions')
    await expect(slide.getByRole('heading', { level: 2 })).toHaveText(
      'Menu ideas for every operation',
    )
    await expect(slide.getByRole('heading', { level: 3 })).toHaveText([
      'Restaurants and quick service',
      'Schools and campuses',
    ])
    await expectImagesWithAlt(slide, 2)
    await expect(
      slide.getByText('Crispy coated fries hold their crunch', { exact: false }),
    ).toBeVisible()
    await expect(link(slide, 'our story')).toHaveAttribute('href', '/about-us/our-story')
    await expect(link(slide, 'See fries and sides')).toHaveAttribute(
      'href',
      '/foodservice-solutions',
    )
    await expect(link(slide, 'Request school pricing')).toHaveAttribute('href', '/contact-us')
  })
})

test.describe('video blocks', () => {
  test('loads nothing from YouTube until play is pressed, then embeds the privacy-enhanced player', async ({
    page,
  }) => {
    const html = await (await get(SHOWCASE)).text()
    expect(html).not.toMatch(/<iframe/i)

    await openShowcase(page)
    const block = page.locator('#video')
    await block.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    await expect(block.locator('iframe')).toHaveCount(0)
    expect(thirdParty.get(page)).toEqual([])

    const play = page.getByRole('button', {
      name: 'Play video: From field to fryer: the Terrafield harvest',
    })
    await expect(play.locator('img')).toHaveAttribute('alt', /\S/)
    await play.click()
    const frame = block.locator('iframe')
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ(\?|$)/,
    )
    await expect(frame).toHaveAttribute('title', 'From field to fryer: the Terrafield harvest')
    await expect(play).toHaveCount(0)
    await expect
      .poll(() =>
        thirdParty
          .get(page)
          ?.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')),
      )
      .toBe(true)
  })

  test('plays a hosted clip in a native player with a source the server delivers', async ({
    page,
  }) => {
    await openShowcase(page)
    const video = page.getByLabel('Guacamole prep in under two minutes')
    expect(await video.evaluate((node) => node.tagName)).toBe('VIDEO')
    expect(await video.evaluate((node) => (node as HTMLVideoElement).controls)).toBe(true)
    const source = video.locator('source')
    await expect(source).toHaveAttribute('type', 'video/webm')
    const src = await source.getAttribute('src')
    expect(src).toMatch(/\.webm$/)
    const response = await get(src ?? '')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('video/webm')
    await expect(
      page
        .locator('#kitchen-clip')
        .getByText('Guacamole prep in under two minutes', { exact: true }),
    ).toBeVisible()
  })
})

test.describe('in-page navigation', () => {
  test('lists anchor links, each to an element on the page', async ({ page }) => {
    await openShowcase(page)
    const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link')
    const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))
    expect(hrefs).toEqual(NAVIGATION_IDS.map((id) => `#${id}`))
    for (const id of NAVIGATION_IDS) await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('jumps to a section', async ({ page }) => {
      await openShowcase(page)
      await page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: 'Potatoes' })
        .click()
      await expect(page).toHaveURL(/#potato-harvest$/)
      const box = await page.locator('#potato-harvest').boundingBox()
      expect(box?.y).toBeGreaterThanOrEqual(0)
      expect(box?.y).toBeLessThan(WIDE.height / 2)
    })
  })

  test('marks the section in view while scrolling and stays at the top on wide screens', async ({
    page,
  }) => {
    await openShowcase(page)
    const nav = page.getByRole('navigation', { name: 'On this page' })
    const current = nav.locator('[aria-current="true"]')

    await page.locator('#menu-solutions').evaluate((node) => node.scrollIntoView())
    await expect(nav.getByRole('link', { name: 'Menu ideas' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(current).toHaveCount(1)
    const stuck = await nav.boundingBox()
    expect(stuck?.y).toBeLessThanOrEqual(1)

    await page.locator('#kitchen-partners').evaluate((node) => node.scrollIntoView())
    await expect(nav.getByRole('link', { name: 'Kitchen partners' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(current).toHaveText(['Kitchen partners'])
  })
})
