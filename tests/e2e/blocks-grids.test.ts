import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contrastRatio } from '@/cms/blocks/grid-common/palette'
import { BLOGS } from '@/cms/seed/data/blogs'
import { GRID_COPY as C } from '@/cms/seed/showcase/grid-copy'
import { RECENT_GRID_CATEGORIES, SAMPLE_TEAM_EMAIL } from '@/cms/seed/showcase/grids'
import { launchBrowser } from '../helpers/browser'
import { baseUrl, get } from '../helpers/http'

/** The showcase page (us region, English) holds every grid block; src/cms/seed/showcase/grids.ts seeds them. */
const SHOWCASE = '/why-terrafield'

/** Alt text of the showcase uploads (src/cms/seed/showcase/seed-showcase.ts). */
const photo = (label: string) => `${label} dish, plated`

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  page = await browser.newPage()
  const response = await page.goto(`${baseUrl()}${SHOWCASE}`)
  expect(response?.status()).toBe(200)
})

afterAll(async () => {
  await browser?.close()
})

const region = (name: string, on: Page = page) => on.getByRole('region', { name, exact: true })
const cards = (grid: Locator) => grid.getByRole('list').first().getByRole('listitem')
const cardTitles = (grid: Locator) => grid.getByRole('heading', { level: 3 }).allTextContents()
const altTexts = (grid: Locator) =>
  grid.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))
const hrefs = (links: Locator) =>
  links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
const titleLinks = (grid: Locator) =>
  hrefs(grid.getByRole('heading', { level: 3 }).getByRole('link'))

async function expectHeading(grid: Locator, name: string, anchorId: string): Promise<void> {
  await expect(grid.getByRole('heading', { level: 2, name, exact: true }).count()).resolves.toBe(1)
  await expect(grid.getAttribute('id')).resolves.toBe(anchorId)
}

/** Every card link is a site path that answers 200, not an external or dead URL. */
async function expectLiveSitePaths(paths: (string | null)[]): Promise<void> {
  expect(paths.length).toBeGreaterThan(0)
  for (const path of new Set(paths)) {
    expect(path).toMatch(/^\/[^/]/)
    await expect(
      get(path ?? '').then((response) => response.status),
      `GET ${path}`,
    ).resolves.toBe(200)
  }
}

describe('flex grid with cards', () => {
  const grid = () => region(C.products.heading.en)

  it('shows the heading, intro and four linked cards with their images', async () => {
    await expectHeading(grid(), C.products.heading.en, 'our-products')
    await expect(grid().getByText(C.products.intro.en).isVisible()).resolves.toBe(true)
    await expect(cards(grid()).count()).resolves.toBe(4)
    await expect(cardTitles(grid())).resolves.toEqual(C.products.cards.map((card) => card.title.en))
    await expect(altTexts(grid())).resolves.toEqual([
      photo('Guacamole'),
      photo('Avocado'),
      photo('Fries'),
      photo('Salsa'),
    ])
    const links = await titleLinks(grid())
    expect(links).toHaveLength(4)
    expect(links[3]).toBe('/contact-us')
    await expectLiveSitePaths(links)
  })

  it('renders a button call to action and a link-style one', async () => {
    const button = grid().getByRole('link', { name: C.products.allProducts.en, exact: true })
    const textLink = grid().getByRole('link', { name: C.products.talkToUs.en, exact: true })
    await expect(button.getAttribute('class')).resolves.toMatch(/\bbutton\b/)
    await expect(textLink.getAttribute('class')).resolves.toMatch(/\bcta-link\b/)
    await expect(textLink.getAttribute('href')).resolves.toBe('/contact-us')
  })
})

describe('flex grid in most-recent mode', () => {
  const grid = () => region(C.recent.heading.en)
  const categories: readonly string[] = RECENT_GRID_CATEGORIES
  const expected = BLOGS.filter((blog) => blog.regions === 'all' || blog.regions.includes('us'))
    .filter((blog) => blog.categories.some((category) => categories.includes(category)))
    .sort((a, b) => b.publishDisplayDate.localeCompare(a.publishDisplayDate))
    .slice(0, 3)

  it('shows the three newest posts of the chosen categories in this region, newest first', async () => {
    await expectHeading(grid(), C.recent.heading.en, 'from-the-blog')
    await expect(cards(grid()).count()).resolves.toBe(3)
    await expect(cardTitles(grid())).resolves.toEqual(expected.map((blog) => blog.title.en))
    await expect(altTexts(grid())).resolves.toEqual(expected.map((blog) => blog.title.en))
    const dates = await grid()
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
    expect(dates.map((date) => date.slice(0, 10))).toEqual(
      expected.map((blog) => blog.publishDisplayDate),
    )
  })

  it('links each card to its post under /blog', async () => {
    const links = await titleLinks(grid())
    // The blog post pages themselves are built by the recipes/blog issue; here the URLs are checked.
    expect(links).toEqual(expected.map((blog) => `/blog/${blog.slug}`))
  })
})

describe('icon text grid', () => {
  const grid = () => region(C.reasons.heading.en)

  it('shows eight icons with their titles and alt text', async () => {
    await expectHeading(grid(), C.reasons.heading.en, 'why-operators-choose-us')
    await expect(cards(grid()).count()).resolves.toBe(8)
    await expect(cardTitles(grid())).resolves.toEqual(C.reasons.items.map((item) => item.title.en))
    const icons = ['Fresh', 'Frozen', 'Fast', 'Safe', 'Local', 'Green', 'Chef', 'Truck'].map(
      (label) => `${label} icon`,
    )
    await expect(altTexts(grid())).resolves.toEqual(icons)
  })

  it('opens its call to action in a new window without giving the new page an opener', async () => {
    const cta = grid().getByRole('link', { name: C.reasons.ourStory.en, exact: true })
    await expect(cta.getAttribute('href')).resolves.toBe('/about-us/our-story')
    await expect(cta.getAttribute('target')).resolves.toBe('_blank')
    await expect(cta.getAttribute('rel')).resolves.toMatch(/\bnoopener\b/)
  })
})

describe('hover grid', () => {
  const [first, second] = C.segments.cards
  if (!first || !second) throw new Error('the hover grid copy has fewer than two cards')

  it('lists four image cards that link into the site', async () => {
    const grid = region(C.segments.heading.en)
    await expectHeading(grid, C.segments.heading.en, 'menus-we-help-build')
    await expect(cards(grid).count()).resolves.toBe(4)
    await expect(altTexts(grid)).resolves.toEqual([
      photo('Fries'),
      photo('Wedges'),
      photo('Guacamole'),
      photo('Hash browns'),
    ])
    await expectLiveSitePaths(await titleLinks(grid))
  })

  it('reveals a card text on keyboard focus and on hover', async () => {
    const fresh = await browser.newPage()
    await fresh.goto(`${baseUrl()}${SHOWCASE}`)
    const grid = region(C.segments.heading.en, fresh)
    const text = grid.getByText(first.text.en, { exact: true })
    await expect(text.isVisible()).resolves.toBe(false)
    const link = grid.getByRole('link', { name: first.title.en, exact: true })
    await link.focus()
    await text.waitFor({ state: 'visible', timeout: 2000 })
    await expect(link.getAttribute('aria-describedby')).resolves.toBe(await text.getAttribute('id'))

    const hidden = grid.getByText(second.text.en, { exact: true })
    await expect(hidden.isVisible()).resolves.toBe(false)
    await cards(grid).nth(1).hover()
    await hidden.waitFor({ state: 'visible', timeout: 2000 })
    await fresh.close()
  })

  it('shows every card text without hover on a touch screen', async () => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    })
    const phone = await context.newPage()
    await phone.goto(`${baseUrl()}${SHOWCASE}`)
    const grid = region(C.segments.heading.en, phone)
    for (const card of C.segments.cards) {
      await expect(grid.getByText(card.text.en, { exact: true }).isVisible()).resolves.toBe(true)
    }
    await context.close()
  })
})

describe('highlight grid', () => {
  const grid = () => region(C.spotlight.heading.en)

  it('shows the primary card with its call to action, then four linked cards', async () => {
    await expectHeading(grid(), C.spotlight.heading.en, 'avocado-spotlight')
    const primary = grid().getByRole('article')
    await expect(primary.getByRole('heading', { level: 3 }).textContent()).resolves.toBe(
      C.spotlight.primary.title.en,
    )
    await expect(primary.getByRole('img').getAttribute('alt')).resolves.toBe(photo('Guacamole'))
    const cta = primary.getByRole('link', { name: C.spotlight.ourStory.en, exact: true })
    await expect(cta.getAttribute('href')).resolves.toBe('/about-us/our-story')
    await expect(cards(grid()).count()).resolves.toBe(4)
    const links = await hrefs(cards(grid()).getByRole('heading', { level: 3 }).getByRole('link'))
    expect(links).toEqual(['/about-us', '/about-us/our-story', '/about-us', '/about-us/our-story'])
    await expectLiveSitePaths(links)
  })
})

describe('feature grid', () => {
  const grid = () => region(C.partnership.heading.en)

  it('shows three features whose image changes side on a wide screen', async () => {
    await expectHeading(grid(), C.partnership.heading.en, 'how-we-work')
    await expect(cards(grid()).count()).resolves.toBe(3)
    await expect(cardTitles(grid())).resolves.toEqual(
      C.partnership.features.map((feature) => feature.title.en),
    )
    await expect(altTexts(grid())).resolves.toEqual([
      photo('Fries'),
      photo('Hash browns'),
      photo('Wedges'),
    ])
    const imageLeftOfTitle = async (index: number) => {
      const item = cards(grid()).nth(index)
      const image = await item.getByRole('img').boundingBox()
      const title = await item.getByRole('heading', { level: 3 }).boundingBox()
      return (image?.x ?? 0) < (title?.x ?? 0)
    }
    await expect(imageLeftOfTitle(0)).resolves.toBe(true)
    await expect(imageLeftOfTitle(1)).resolves.toBe(false)
    await expect(imageLeftOfTitle(2)).resolves.toBe(true)
  })

  it('links its call to action to the distributor page', async () => {
    const cta = grid().getByRole('link', { name: C.partnership.findDistributor.en, exact: true })
    await expectLiveSitePaths([await cta.getAttribute('href')])
  })
})

/** `rgb(r, g, b)` as `#rrggbb`. */
function toHex(rgb: string): string {
  const channels = rgb.match(/\d+/g)?.slice(0, 3) ?? []
  return `#${channels.map((value) => Number(value).toString(16).padStart(2, '0')).join('')}`
}

async function expectReadableColours(items: Locator): Promise<void> {
  const colours = await items.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element)
      return { color: style.color, background: style.backgroundColor }
    }),
  )
  expect(new Set(colours.map((colour) => colour.background)).size).toBeGreaterThan(1)
  for (const { color, background } of colours) {
    expect(
      contrastRatio(toHex(color), toHex(background)),
      `${color} on ${background}`,
    ).toBeGreaterThanOrEqual(4.5)
  }
}

describe('colour block grid', () => {
  const grid = () => region(C.solutions.heading.en)

  it('shows four tiles in different brand colours with AA contrast and working links', async () => {
    await expectHeading(grid(), C.solutions.heading.en, 'segments')
    await expect(cards(grid()).count()).resolves.toBe(4)
    await expect(cardTitles(grid())).resolves.toEqual(
      C.solutions.tiles.map((tile) => tile.title.en),
    )
    await expectReadableColours(cards(grid()))
    await expectLiveSitePaths(await titleLinks(grid()))
  })
})

describe('colour card grid', () => {
  const grid = () => region(C.getStarted.heading.en)

  it('shows three colour cards with AA contrast, each with its call to action', async () => {
    await expectHeading(grid(), C.getStarted.heading.en, 'get-started')
    await expect(cards(grid()).count()).resolves.toBe(3)
    await expect(cardTitles(grid())).resolves.toEqual([
      C.getStarted.samples.title.en,
      C.getStarted.distributor.title.en,
      C.getStarted.specialist.title.en,
    ])
    await expectReadableColours(cards(grid()))
    const distributor = grid().getByRole('link', {
      name: C.getStarted.findDistributor.en,
      exact: true,
    })
    await expect(distributor.getAttribute('class')).resolves.toMatch(/\bcta-link\b/)
    await expectLiveSitePaths([
      await distributor.getAttribute('href'),
      await grid()
        .getByRole('link', { name: C.getStarted.contactUs.en, exact: true })
        .getAttribute('href'),
    ])
  })

  it('opens an email to the sample team with the subject and body filled in', async () => {
    const href = await grid()
      .getByRole('link', { name: C.getStarted.emailSamples.en, exact: true })
      .getAttribute('href')
    const url = new URL(href ?? '')
    expect(url.protocol).toBe('mailto:')
    expect(decodeURIComponent(url.pathname)).toBe(SAMPLE_TEAM_EMAIL)
    expect(url.searchParams.get('subject')).toBe(C.getStarted.emailSubject.en)
    expect(url.searchParams.get('body')).toBe(C.getStarted.emailBody.en)
  })
})

describe('photo card grid', () => {
  const grid = () => region(C.kitchen.heading.en)

  it('shows four photo cards with alt text, each linking into the site', async () => {
    await expectHeading(grid(), C.kitchen.heading.en, 'in-the-kitchen')
    await expect(cards(grid()).count()).resolves.toBe(4)
    await expect(cardTitles(grid())).resolves.toEqual(C.kitchen.cards.map((card) => card.title.en))
    await expect(altTexts(grid())).resolves.toEqual([
      photo('Fries'),
      photo('Avocado'),
      photo('Wedges'),
      photo('Hash browns'),
    ])
    await expectLiveSitePaths(await titleLinks(grid()))
  })
})

describe('grid order on the page', () => {
  it('shows the grids in the seeded order', async () => {
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
    const order = [
      C.products.heading,
      C.recent.heading,
      C.reasons.heading,
      C.segments.heading,
      C.spotlight.heading,
      C.partnership.heading,
      C.solutions.heading,
      C.getStarted.heading,
      C.kitchen.heading,
    ].map((heading) => heading.en)
    expect(headings.filter((heading) => order.includes(heading))).toEqual(order)
  })
})
