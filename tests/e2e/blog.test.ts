import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser'
import { baseUrl, get } from '../helpers/http'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function open(path: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const response = await page.goto(`${baseUrl()}${path}`)
  return { page, status: response?.status(), close: () => context.close() }
}

/** The links of the post cards of a listing (their titles are the level-2 headings of main). */
const cardLinks = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        text: anchor.textContent ?? '',
      })),
    )

const allHrefs = (page: Page) =>
  page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))

describe('news regions', () => {
  it('lists posts at /korea/news, linking to /korea/news/{slug} and never to /blog', async () => {
    const { page, status, close } = await open('/korea/news')
    expect(status).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('뉴스')
    const cards = await cardLinks(page)
    expect(cards.length).toBe(12)
    for (const { href } of cards) expect(href).toMatch(/^\/korea\/news\/[a-z0-9-]+$/)
    expect(cards.map((card) => card.href)).toContain('/korea/news/korean-street-food-flavors')
    expect(cards.map((card) => card.href)).not.toContain('/korea/news/k-12-lunch-line-trends')
    for (const href of await allHrefs(page)) expect(href).not.toMatch(/^\/korea(\/en)?\/blog(\/|$)/)
    await close()
  })

  it('redirects /korea/blog to /korea/news in one hop', async () => {
    for (const [from, to] of [
      ['/korea/blog', '/korea/news'],
      ['/korea/blog/how-long-can-fries-hold', '/korea/news/how-long-can-fries-hold'],
      ['/korea/en/blog', '/korea/en/news'],
    ]) {
      const response = await get(from ?? '')
      expect([307, 308], from).toContain(response.status)
      expect(response.headers.get('location'), from).toBe(to)
      expect((await get(to ?? '')).status, to).toBe(200)
    }
  })

  it('shows a korea post with the Korean date and news links', async () => {
    const { page, status, close } = await open('/korea/news/how-long-can-fries-hold')
    expect(status).toBe(200)
    await expect(page.getByText('2026년 1월 14일').isVisible()).resolves.toBe(true)
    const crumbs = page.getByRole('navigation', { name: '이동 경로' })
    await expect(crumbs.getByRole('link', { name: '뉴스' }).getAttribute('href')).resolves.toBe(
      '/korea/news',
    )
    await expect(
      page.getByRole('link', { name: 'Rachel Okafor' }).getAttribute('href'),
    ).resolves.toBe('/korea/news/author/rachel-okafor')
    await close()
  })
})

const NEWS_REGIONS = new Set(['korea', 'latam', 'ar', 'br', 'bo', 'py', 'co', 'cl', 'uy'])
const indexOf = (region: string) => `/${region}/${NEWS_REGIONS.has(region) ? 'news' : 'blog'}`

/** Spec §2 blog index redirect table, in each region's default locale. */
const TABLE: [slug: string, regions: string[]][] = [
  ['south-america', ['ar', 'bo', 'br', 'cl', 'co', 'latam', 'py', 'uy']],
  ['anz-blog', ['au', 'nz']],
  [
    'sea-blog',
    [
      'cambodia',
      'indonesia',
      'malaysia',
      'myanmar',
      'philippines',
      'sea',
      'singapore',
      'thailand',
      'vietnam',
    ],
  ],
  ['mx-blog', ['mexico']],
  ['blog-jp', ['japan']],
  ['latam-home-page', ['cl']],
]

const ROWS: [from: string, to: string][] = [
  ...TABLE.flatMap(([slug, regions]) =>
    regions.map((region): [string, string] => [`/${region}/${slug}`, indexOf(region)]),
  ),
  ['/mexico/en/mx-blog', '/mexico/en/blog'],
  ['/japan/en/blog-jp', '/japan/en/blog'],
  ['/cl/en/latam-home-page', '/cl/en/news'],
  ['/cl/en/south-america', '/cl/en/news'],
]

describe('blog index redirect table', () => {
  it.each(ROWS)('%s redirects to %s with no chain', async (from, to) => {
    const response = await get(from)
    expect([307, 308]).toContain(response.status)
    expect(response.headers.get('location')).toBe(to)
    const landed = await get(to)
    expect(landed.status).toBe(200)
  })

  it('serves the rows that already are the blog index without a redirect', async () => {
    for (const path of ['/blog', '/es/blog', '/korea/news', '/korea/en/news'])
      expect((await get(path)).status, path).toBe(200)
  })
})

describe('blog index', () => {
  it('lists the newest 12 posts first and pages the rest', async () => {
    const { page, status, close } = await open('/blog')
    expect(status).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Blog')
    const cards = await cardLinks(page)
    expect(cards.length).toBe(12)
    expect(cards[0]?.href).toBe('/blog/holiday-catering-frozen-appetizers')
    const pages = page.getByRole('navigation', { name: 'Pages of posts' })
    await expect(pages.getByRole('link', { name: 'Next page' }).getAttribute('href')).resolves.toBe(
      '/blog/page/2',
    )
    await close()

    const second = await open('/blog/page/2')
    expect(second.status).toBe(200)
    expect((await cardLinks(second.page)).length).toBe(2)
    await second.close()
    expect((await get('/blog/page/3')).status).toBe(404)
    expect((await get('/blog/page/1')).status).toBe(404)
  })

  it('sorts oldest first and remembers the choice under sorted_blogs', async () => {
    const { page, close } = await open('/blog')
    await page
      .getByRole('navigation', { name: 'Sort posts' })
      .getByRole('link', { name: 'Oldest first' })
      .click()
    await page.waitForURL(`${baseUrl()}/blog/oldest`)
    expect((await cardLinks(page))[0]?.href).toBe('/blog/how-long-can-fries-hold')
    await expect(page.evaluate(() => localStorage.getItem('sorted_blogs'))).resolves.toBe(
      '"oldest"',
    )
    await page.goto(`${baseUrl()}/blog`)
    await page.waitForURL(`${baseUrl()}/blog/oldest`)
    await close()
  })
})

describe('blog post', () => {
  it('shows title, summary, display date, body, author and category links and related posts', async () => {
    const { page, status, close } = await open('/blog/how-long-can-fries-hold')
    expect(status).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'How Long Can Fries Hold? A Practical Guide',
    )
    await expect(
      page.getByText('Simple holding habits that keep every basket crisp').first().isVisible(),
    ).resolves.toBe(true)
    await expect(page.locator('time[datetime]').first().textContent()).resolves.toBe(
      'January 14, 2026',
    )
    await expect(
      page.getByText('Most fries are at their best for five to seven minutes').isVisible(),
    ).resolves.toBe(true)
    await expect(
      page.getByRole('link', { name: 'Rachel Okafor' }).getAttribute('href'),
    ).resolves.toBe('/blog/author/rachel-okafor')
    const main = page.getByRole('main')
    await expect(
      main.getByRole('link', { name: 'Kitchen operations' }).first().getAttribute('href'),
    ).resolves.toBe('/blog/category/kitchen-operations')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(crumbs.getByRole('link', { name: 'Blog' }).getAttribute('href')).resolves.toBe(
      '/blog',
    )
    await expect(
      crumbs.getByRole('link', { name: 'Kitchen operations' }).getAttribute('href'),
    ).resolves.toBe('/blog/category/kitchen-operations')
    const related = await page
      .getByRole('region', { name: 'Related posts' })
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
    expect(related.length).toBeGreaterThan(0)
    expect(related.length).toBeLessThanOrEqual(3)
    expect(related).not.toContain('/blog/how-long-can-fries-hold')
    for (const href of related) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/)
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(
      /\/blog\/how-long-can-fries-hold$/,
    )
    await close()
  })

  it('is a 404 for another region, an unknown or a junk slug', async () => {
    for (const path of [
      '/korea/news/k-12-lunch-line-trends',
      '/au/blog/game-day-menu-playbook',
      '/blog/no-such-post',
      "/blog/' OR 1=1",
      '/blog/' + 'x'.repeat(300),
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
    expect((await get('/blog/k-12-lunch-line-trends')).status).toBe(200)
  })
})

describe('category and author listings', () => {
  it('lists the region posts of a category', async () => {
    const { page, status, close } = await open('/blog/category/menu-trends')
    expect(status).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Menu trends')
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumbs' })
        .getByRole('link', { name: 'Blog' })
        .getAttribute('href'),
    ).resolves.toBe('/blog')
    const hrefs = (await cardLinks(page)).map((card) => card.href)
    expect(hrefs).toEqual([
      '/blog/holiday-catering-frozen-appetizers',
      '/blog/korean-street-food-flavors',
      '/blog/k-12-lunch-line-trends',
      '/blog/game-day-menu-playbook',
      '/blog/plant-forward-menu-moves-2026',
    ])
    await close()
    expect((await get('/blog/category/no-such-category')).status).toBe(404)
  })

  it('lists an author posts of the region', async () => {
    const { page, status, close } = await open('/korea/en/news/author/kenji-sato')
    expect(status).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Posts by Kenji Sato',
    )
    const hrefs = (await cardLinks(page)).map((card) => card.href)
    expect(hrefs.length).toBe(5)
    for (const href of hrefs) expect(href).toMatch(/^\/korea\/en\/news\/[a-z0-9-]+$/)
    await close()
    expect((await get('/blog/author/nobody')).status).toBe(404)
  })
})

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  it.each(['/blog/how-long-can-fries-hold', '/korea/news', '/blog/category/menu-trends'])(
    '%s has no violations',
    async (path) => {
      const { page, close } = await open(path)
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
      await close()
    },
  )
})
