import type { Locator, Page } from '@playwright/test'
import { contrastRatio } from '@/cms/blocks/grid-common/palette'
import { BLOGS } from '@/cms/seed/data/blogs'
import { GRID_COPY as C } from '@/cms/seed/showcase/grid-copy'
import { RECENT_GRID_CATEGORIES, SAMPLE_TEAM_EMAIL } from '@/cms/seed/showcase/grids'
import { get } from '../helpers/http'
import { expect, test } from './fixtures'

/** The showcase page (us region, English) holds every grid block; src/cms/seed/showcase/grids.ts seeds them. */
const SHOWCASE = '/why-terrafield'

/** Alt text of the showcase uploads (src/cms/seed/showcase/seed-showcase.ts). */
const photo = (label: string) => `${label} dish, plated`

/** This test's page (a fresh one per test), opened at the showcase. */
let page: Page

test.beforeEach(async ({ page: fresh }) => {
  page = fresh
  const response = await page.goto(SHOWCASE)
  expect(response?.status()).toBe(200)
})

const region = (name: string, on: Page = page) => on.getByRole('region', { name, exact: true })
const cards = (grid: Locator) => grid.getByRole('list').first().getByRole('listitem')
const cardTitles = (grid: Locator) => grid.getByRole('heading', { level: 3 })
const altTexts = (grid: Locator) =>
  grid.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))
const hrefs = (links: Locator) =>
  links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
const titleLinks = (grid: Locator) =>
  hrefs(grid.getByRole('heading', { level: 3 }).getByRole('link'))

async function expectHeading(grid: Locator, name: string, anchorId: string): Promise<void> {
  await expect(grid.getByRole('heading', { level: 2, name, exact: true })).toHaveCount(1)
  await expect(grid).toHaveAttribute('id', anchorId)
}

/** Every card link is a site path that answers 200, not an external or dead URL. */
async function expectLiveSitePaths(paths: (string | null)[]): Promise<void> {
  expect(paths.length).toBeGreaterThan(0)
  for (const path of new Set(paths)) {
    expect(path).toMatch(/^\/[^/]/)
    expect((await get(path ?? '')).status, `GET ${path}`).toBe(200)
  }
}

test.describe('flex grid with cards', () => {
  const grid = () => region(C.products.heading.en)

  test('shows the heading, intro and four linked cards with their images', async () => {
    await expectHeading(grid(), C.products.heading.en, 'our-products')
    await expect(grid().getByText(C.products.intro.en)).toBeVisible()
    await expect(cards(grid())).toHaveCount(4)
    await expect(cardTitles(grid())).toHaveText(C.products.cards.map((card) => card.title.en))
    expect(await altTexts(grid())).toEqual([
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

  test('renders a button call to action and a link-style one', async () => {
    const button = grid().getByRole('link', { name: C.products.allProducts.en, exact: true })
    const textLink = grid().getByRole('link', { name: C.products.talkToUs.en, exact: true })
    await expect(button).toHaveAttribute('class', /\bbutton\b/)
    await expect(textLink).toHaveAttribute('class', /\bcta-link\b/)
    await expect(textLink).toHaveAttribute('href', '/contact-us')
  })
})

test.describe('flex grid in most-recent mode', () => {
  const grid = () => region(C.recent.heading.en)
  const categories: readonly string[] = RECENT_GRID_CATEGORIES
  const expected = BLOGS.filter((blog) => blog.regions === 'all' || blog.regions.includes('us'))
    .filter((blog) => blog.categories.some((category) => categories.includes(category)))
    .sort((a, b) => b.publishDisplayDate.localeCompare(a.publishDisplayDate))
    .slice(0, 3)

  test('shows the three newest posts of the chosen categories in this region, newest first', async () => {
    await expectHeading(grid(), C.recent.heading.en, 'from-the-blog')
    await expect(cards(grid())).toHaveCount(3)
    await expect(cardTitles(grid())).toHaveText(expected.map((blog) => blog.title.en))
    expect(await altTexts(grid())).toEqual(expected.map((blog) => blog.title.en))
    const dates = await grid()
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
    expect(dates.map((date) => date.slice(0, 10))).toEqual(
      expected.map((blog) => blog.publishDisplayDate),
    )
  })

  test('links each card to its post under /blog', async () => {
    const links = await titleLinks(grid())
    // The blog post pages themselves are built by the recipes/blog issue; here the URLs are checked.
    expect(links).toEqual(expected.map((blog) => `/blog/${blog.slug}`))
  })
})

test.describe('icon text grid', () => {
  const grid = () => region(C.reasons.heading.en)

  test('shows eight icons with their titles and alt text', async () => {
    await expectHeading(grid(), C.reasons.heading.en, 'why-operators-choose-us')
    await expect(cards(grid())).toHaveCount(8)
    await expect(cardTitles(grid())).toHaveText(C.reasons.items.map((item) => item.title.en))
    const icons = ['Fresh', 'Frozen', 'Fast', 'Safe', 'Local', 'Green', 'Chef', 'Truck'].map(
      (label) => `${label} icon`,
    )
    expect(await altTexts(grid())).toEqual(icons)
  })

  test('opens its call to action in a new window without giving the new page an opener', async () => {
    const cta = grid().getByRole('link', { name: C.reasons.ourStory.en, exact: true })
    await expect(cta).toHaveAttribute('href', '/about-us/our-story')
    await expect(cta).toHaveAttribute('target', '_blank')
    await expect(cta).toHaveAttribute('rel', /\bnoopener\b/)
  })
})

test.describe('hover grid', () => {
  const [first, second] = C.segments.cards
  if (!first || !second) throw new Error('the hover grid copy has fewer than two cards')

  test('lists four image cards that link into the site', async () => {
    const grid = region(C.segments.heading.en)
    await expectHeading(grid, C.segments.heading.en, 'menus-we-help-build')
    await expect(cards(grid)).toHaveCount(4)
    expect(await altTexts(grid)).toEqual([
      photo('Fries'),
      photo('Wedges'),
      photo('Guacamole'),
      photo('Hash browns'),
    ])
    await expectLiveSitePaths(await titleLinks(grid))
  })

  test('reveals a card text on keyboard focus and on hover', async () => {
    const grid = region(C.segments.heading.en)
    const text = grid.getByText(first.text.en, { exact: true })
    await expect(text).toBeHidden()
    const link = grid.getByRole('link', { name: first.title.en, exact: true })
    await link.focus()
    await expect(text).toBeVisible({ timeout: 2000 })
    await expect(link).toHaveAttribute('aria-describedby', (await text.getAttribute('id')) ?? '')

    const hidden = grid.getByText(second.text.en, { exact: true })
    await expect(hidden).toBeHidden()
    await cards(grid).nth(1).hover()
    await expect(hidden).toBeVisible({ timeout: 2000 })
  })

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

    test('shows every card text without hover', async () => {
      const grid = region(C.segments.heading.en)
      for (const card of C.segments.cards) {
        await expect(grid.getByText(card.text.en, { exact: true })).toBeVisible()
      }
    })
  })
})

test.describe('highlight grid', () => {
  const grid = () => region(C.spotlight.heading.en)

  test('shows the primary card with its call to action, then four linked cards', async () => {
    await expectHeading(grid(), C.spotlight.heading.en, 'avocado-spotlight')
    const primary = grid().getByRole('article')
    await expect(primary.getByRole('heading', { level: 3 })).toHaveText(
      C.spotlight.primary.title.en,
    )
    await expect(primary.getByRole('img')).toHaveAttribute('alt', photo('Guacamole'))
    const cta = primary.getByRole('link', { name: C.spotlight.ourStory.en, exact: true })
    await expect(cta).toHaveAttribute('href', '/about-us/our-story')
    await expect(cards(grid())).toHaveCount(4)
    const links = await hrefs(cards(grid()).getByRole('heading', { level: 3 }).getByRole('link'))
    expect(links).toEqual(['/about-us', '/about-us/our-story', '/about-us', '/about-us/our-story'])
    await expectLiveSitePaths(links)
  })
})

test.describe('feature grid', () => {
  const grid = () => region(C.partnership.heading.en)

  test('shows three features whose image changes side on a wide screen', async () => {
    await expectHeading(grid(), C.partnership.heading.en, 'how-we-work')
    await expect(cards(grid())).toHaveCount(3)
    await expect(cardTitles(grid())).toHaveText(
      C.partnership.features.map((feature) => feature.title.en),
    )
    expect(await altTexts(grid())).toEqual([photo('Fries'), photo('Hash browns'), photo('Wedges')])
    const imageLeftOfTitle = async (index: number) => {
      const item = cards(grid()).nth(index)
      const image = await item.getByRole('img').boundingBox()
      const title = await item.getByRole('heading', { level: 3 }).boundingBox()
      return (image?.x ?? 0) < (title?.x ?? 0)
    }
    expect(await imageLeftOfTitle(0)).toBe(true)
    expect(await imageLeftOfTitle(1)).toBe(false)
    expect(await imageLeftOfTitle(2)).toBe(true)
  })

  test('links its call to action to the distributor page', async () => {
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

test.describe('colour block grid', () => {
  const grid = () => region(C.solutions.heading.en)

  test('shows four tiles in different brand colours with AA contrast and working links', async () => {
    await expectHeading(grid(), C.solutions.heading.en, 'segments')
    await expect(cards(grid())).toHaveCount(4)
    await expect(cardTitles(grid())).toHaveText(C.solutions.tiles.map((tile) => tile.title.en))
    await expectReadableColours(cards(grid()))
    await expectLiveSitePaths(await titleLinks(grid()))
  })
})

test.describe('colour card grid', () => {
  const grid = () => region(C.getStarted.heading.en)

  test('shows three colour cards with AA contrast, each with its call to action', async () => {
    await expectHeading(grid(), C.getStarted.heading.en, 'get-started')
    await expect(cards(grid())).toHaveCount(3)
    await expect(cardTitles(grid())).toHaveText([
      C.getStarted.samples.title.en,
      C.getStarted.distributor.title.en,
      C.getStarted.specialist.title.en,
    ])
    await expectReadableColours(cards(grid()))
    const distributor = grid().getByRole('link', {
      name: C.getStarted.findDistributor.en,
      exact: true,
    })
    await expect(distributor).toHaveAttribute('class', /\bcta-link\b/)
    await expectLiveSitePaths([
      await distributor.getAttribute('href'),
      await grid()
        .getByRole('link', { name: C.getStarted.contactUs.en, exact: true })
        .getAttribute('href'),
    ])
  })

  test('opens an email to the sample team with the subject and body filled in', async () => {
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

test.describe('photo card grid', () => {
  const grid = () => region(C.kitchen.heading.en)

  test('shows four photo cards with alt text, each linking into the site', async () => {
    await expectHeading(grid(), C.kitchen.heading.en, 'in-the-kitchen')
    await expect(cards(grid())).toHaveCount(4)
    await expect(cardTitles(grid())).toHaveText(C.kitchen.cards.map((card) => card.title.en))
    expect(await altTexts(grid())).toEqual([
      photo('Fries'),
      photo('Avocado'),
      photo('Wedges'),
      photo('Hash browns'),
    ])
    await expectLiveSitePaths(await titleLinks(grid()))
  })
})

test.describe('grid order on the page', () => {
  test('shows the grids in the seeded order', async () => {
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
