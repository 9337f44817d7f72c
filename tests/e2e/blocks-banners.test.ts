import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser'
import { baseUrl, get } from '../helpers/http'

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

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Third-party URLs each page asked for, from before its first navigation. */
const thirdParty = new WeakMap<Page, string[]>()

async function openShowcase(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: WIDE, ...options })
  const page = await context.newPage()
  const requested: string[] = []
  thirdParty.set(page, requested)
  page.on('request', (request) => {
    const url = request.url()
    if (/^https?:/.test(url) && !url.startsWith(baseUrl())) requested.push(url)
  })
  // The test network is closed: third-party requests fail fast instead of hanging.
  await page.route(/youtube|wistia/, (route) => route.abort())
  const response = await page.goto(`${baseUrl()}${SHOWCASE}`)
  expect(response?.status()).toBe(200)
  return page
}

async function close(page: Page): Promise<void> {
  await page.context().close()
}

async function hrefOf(scope: Locator, name: string | RegExp): Promise<string | null> {
  return scope.getByRole('link', { name, exact: true }).getAttribute('href')
}

async function expectImagesWithAlt(scope: Locator, count: number): Promise<void> {
  const images = scope.getByRole('img')
  await expect(images.count()).resolves.toBe(count)
  for (const alt of await images.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('alt')),
  )) {
    expect(alt?.trim()).toBeTruthy()
  }
}

describe('banner blocks on the showcase page', () => {
  it('shows the background image banner as a real image behind its heading, with both calls to action', async () => {
    const page = await openShowcase()
    const banner = page.locator('#kitchen-partners')
    await expect(banner.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
      'Built for busy kitchens',
    )
    await expectImagesWithAlt(banner, 1)
    await expect(hrefOf(banner, 'Talk to our food-service team')).resolves.toBe('/contact-us')
    await expect(hrefOf(banner, 'Find a distributor')).resolves.toBe('/find-a-distributor')
    await close(page)
  })

  it('shows the image pop-out banner, the single image banner and the large image banner', async () => {
    const page = await openShowcase()
    const popOut = page.locator('#avocado-program')
    await expect(popOut.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
      'Avocado, ready when you are',
    )
    await expectImagesWithAlt(popOut, 1)
    await expect(hrefOf(popOut, 'See our avocado products')).resolves.toBe('/foodservice-solutions')

    const single = page.locator('#from-our-fields')
    await expectImagesWithAlt(single, 1)
    await expect(
      single.getByText("Potato fields in Idaho's Snake River Valley", { exact: false }).isVisible(),
    ).resolves.toBe(true)
    await expect(hrefOf(single, 'More about Terrafield')).resolves.toBe('/about-us')

    const large = page.locator('#potato-harvest')
    await expect(large.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
      'Harvested at peak, frozen within hours',
    )
    await expectImagesWithAlt(large, 1)
    await expect(hrefOf(large, 'How we grow')).resolves.toBe('/about-us/our-story')
    await close(page)
  })

  it('shows three features, each with an icon, a title and a link', async () => {
    const page = await openShowcase()
    const banner = page.locator('#our-promise')
    await expect(banner.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
      'Our promise to your kitchen',
    )
    await expect(banner.getByRole('listitem').count()).resolves.toBe(3)
    await expect(banner.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
      'Consistent yield',
      'School-ready nutrition',
      'Delivered by partners you know',
    ])
    await expectImagesWithAlt(banner, 3)
    await expect(hrefOf(banner, 'Browse products')).resolves.toBe('/foodservice-solutions')
    // A feature link without its own text makes the feature title the link.
    await expect(hrefOf(banner, 'School-ready nutrition')).resolves.toBe('/contact-us')
    await expect(hrefOf(banner, 'Find a distributor')).resolves.toBe('/find-a-distributor')
    await close(page)
  })

  it('shows the two-column slide with rich text whose internal link points at the page URL', async () => {
    const page = await openShowcase()
    const slide = page.locator('#menu-solutions')
    await expect(slide.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
      'Menu ideas for every operation',
    )
    await expect(slide.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
      'Restaurants and quick service',
      'Schools and campuses',
    ])
    await expectImagesWithAlt(slide, 2)
    await expect(
      slide.getByText('Crispy coated fries hold their crunch', { exact: false }).isVisible(),
    ).resolves.toBe(true)
    await expect(hrefOf(slide, 'our story')).resolves.toBe('/about-us/our-story')
    await expect(hrefOf(slide, 'See fries and sides')).resolves.toBe('/foodservice-solutions')
    await expect(hrefOf(slide, 'Request school pricing')).resolves.toBe('/contact-us')
    await close(page)
  })
})

describe('video blocks', () => {
  it('loads nothing from YouTube until play is pressed, then embeds the privacy-enhanced player', async () => {
    const html = await (await get(SHOWCASE)).text()
    expect(html).not.toMatch(/<iframe/i)

    const page = await openShowcase()
    const block = page.locator('#video')
    await block.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    await expect(block.locator('iframe').count()).resolves.toBe(0)
    expect(thirdParty.get(page)).toEqual([])

    const play = page.getByRole('button', {
      name: 'Play video: From field to fryer: the Terrafield harvest',
    })
    await expect(play.locator('img').getAttribute('alt')).resolves.toBeTruthy()
    await play.click()
    const frame = block.locator('iframe')
    await frame.waitFor()
    await expect(frame.getAttribute('src')).resolves.toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ(\?|$)/,
    )
    await expect(frame.getAttribute('title')).resolves.toBe(
      'From field to fryer: the Terrafield harvest',
    )
    await expect(play.count()).resolves.toBe(0)
    await expect
      .poll(() =>
        thirdParty
          .get(page)
          ?.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')),
      )
      .toBe(true)
    await close(page)
  })

  it('plays a hosted clip in a native player with a source the server delivers', async () => {
    const page = await openShowcase()
    const video = page.getByLabel('Guacamole prep in under two minutes')
    await expect(video.evaluate((node) => node.tagName)).resolves.toBe('VIDEO')
    await expect(video.evaluate((node) => (node as HTMLVideoElement).controls)).resolves.toBe(true)
    const source = video.locator('source')
    await expect(source.getAttribute('type')).resolves.toBe('video/webm')
    const src = await source.getAttribute('src')
    expect(src).toMatch(/\.webm$/)
    const response = await get(src ?? '')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('video/webm')
    await expect(
      page
        .locator('#kitchen-clip')
        .getByText('Guacamole prep in under two minutes', { exact: true })
        .isVisible(),
    ).resolves.toBe(true)
    await close(page)
  })
})

describe('in-page navigation', () => {
  it('lists anchor links, each to an element on the page', async () => {
    const page = await openShowcase()
    const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link')
    const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))
    expect(hrefs).toEqual(NAVIGATION_IDS.map((id) => `#${id}`))
    for (const id of NAVIGATION_IDS)
      await expect(page.locator(`[id="${id}"]`).count(), id).resolves.toBe(1)
    await close(page)
  })

  it('jumps to a section without JavaScript', async () => {
    const page = await openShowcase({ javaScriptEnabled: false })
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Potatoes' })
      .click()
    await expect.poll(() => new URL(page.url()).hash).toBe('#potato-harvest')
    const box = await page.locator('#potato-harvest').boundingBox()
    expect(box?.y).toBeGreaterThanOrEqual(0)
    expect(box?.y).toBeLessThan(WIDE.height / 2)
    await close(page)
  })

  it('marks the section in view while scrolling and stays at the top on wide screens', async () => {
    const page = await openShowcase()
    const nav = page.getByRole('navigation', { name: 'On this page' })
    const current = nav.locator('[aria-current="true"]')

    await page.locator('#menu-solutions').evaluate((node) => node.scrollIntoView())
    await expect
      .poll(() => nav.getByRole('link', { name: 'Menu ideas' }).getAttribute('aria-current'))
      .toBe('true')
    await expect(current.count()).resolves.toBe(1)
    const stuck = await nav.boundingBox()
    expect(stuck?.y).toBeLessThanOrEqual(1)

    await page.locator('#kitchen-partners').evaluate((node) => node.scrollIntoView())
    await expect
      .poll(() => nav.getByRole('link', { name: 'Kitchen partners' }).getAttribute('aria-current'))
      .toBe('true')
    await expect(current.allTextContents()).resolves.toEqual(['Kitchen partners'])
    await close(page)
  })
})
