import type { Page } from '@playwright/test'
import { blogAuthorPath, blogIndexPath, blogPath } from '@/routing/build'
import { get } from '../helpers/http'
import { axeViolations, expect, message, test } from './fixtures'

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

test.describe('news regions', { tag: '@korea-ko-KR' }, () => {
  test('lists posts at /korea/news, linking to /korea/news/{slug} and never to /blog', async ({
    page,
    site,
  }) => {
    const index = blogIndexPath(site.region, site.locale)
    expect(index).toBe('/korea/news')
    const response = await page.goto(index)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(site, 'blog.newsTitle'),
    )
    const cards = await cardLinks(page)
    expect(cards.length).toBe(12)
    for (const { href } of cards) expect(href).toMatch(/^\/korea\/news\/[a-z0-9-]+$/)
    expect(cards.map((card) => card.href)).toContain('/korea/news/korean-street-food-flavors')
    expect(cards.map((card) => card.href)).not.toContain('/korea/news/k-12-lunch-line-trends')
    for (const href of await allHrefs(page)) expect(href).not.toMatch(/^\/korea(\/en)?\/blog(\/|$)/)
  })

  test('redirects /korea/blog to /korea/news in one hop', async () => {
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

  test('shows a korea post with the Korean date and news links', async ({ page, site }) => {
    const response = await page.goto(blogPath(site.region, site.locale, 'how-long-can-fries-hold'))
    expect(response?.status()).toBe(200)
    await expect(page.getByText('2026년 1월 14일')).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: message(site, 'shell.breadcrumbs') })
    await expect(
      crumbs.getByRole('link', { name: message(site, 'blog.newsTitle') }),
    ).toHaveAttribute('href', blogIndexPath(site.region, site.locale))
    await expect(page.getByRole('link', { name: 'Rachel Okafor' })).toHaveAttribute(
      'href',
      blogAuthorPath(site.region, site.locale, 'rachel-okafor'),
    )
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

test.describe('blog index redirect table', () => {
  for (const [from, to] of ROWS) {
    test(`${from} redirects to ${to} with no chain`, async () => {
      const response = await get(from)
      expect([307, 308]).toContain(response.status)
      expect(response.headers.get('location')).toBe(to)
      const landed = await get(to)
      expect(landed.status).toBe(200)
    })
  }

  test('serves the rows that already are the blog index without a redirect', async () => {
    for (const path of ['/blog', '/es/blog', '/korea/news', '/korea/en/news'])
      expect((await get(path)).status, path).toBe(200)
  })
})

test.describe('blog index', () => {
  test('lists the newest 12 posts first and pages the rest', async ({ page }) => {
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    const cards = await cardLinks(page)
    expect(cards.length).toBe(12)
    expect(cards[0]?.href).toBe('/blog/holiday-catering-frozen-appetizers')
    const pages = page.getByRole('navigation', { name: 'Pages of posts' })
    await expect(pages.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/blog/page/2',
    )

    const second = await page.goto('/blog/page/2')
    expect(second?.status()).toBe(200)
    expect((await cardLinks(page)).length).toBe(2)
    expect((await get('/blog/page/3')).status).toBe(404)
    expect((await get('/blog/page/1')).status).toBe(404)
  })

  test('sorts oldest first and remembers the choice under sorted_blogs', async ({ page }) => {
    await page.goto('/blog')
    await page
      .getByRole('navigation', { name: 'Sort posts' })
      .getByRole('link', { name: 'Oldest first' })
      .click()
    await expect(page).toHaveURL('/blog/oldest')
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first(),
    ).toHaveAttribute('href', '/blog/how-long-can-fries-hold')
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('sorted_blogs')))
      .toBe('"oldest"')
    await page.goto('/blog')
    await expect(page).toHaveURL('/blog/oldest')
  })
})

test.describe('blog post', () => {
  test('shows title, summary, display date, body, author and category links and related posts', async ({
    page,
  }) => {
    const response = await page.goto('/blog/how-long-can-fries-hold')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How Long Can Fries Hold? A Practical Guide',
    )
    await expect(
      page.getByText('Simple holding habits that keep every basket crisp').first(),
    ).toBeVisible()
    await expect(page.locator('time[datetime]').first()).toHaveText('January 14, 2026')
    await expect(
      page.getByText('Most fries are at their best for five to seven minutes'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Rachel Okafor' })).toHaveAttribute(
      'href',
      '/blog/author/rachel-okafor',
    )
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Kitchen operations' }).first()).toHaveAttribute(
      'href',
      '/blog/category/kitchen-operations',
    )
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
    await expect(crumbs.getByRole('link', { name: 'Kitchen operations' })).toHaveAttribute(
      'href',
      '/blog/category/kitchen-operations',
    )
    const related = await page
      .getByRole('region', { name: 'Related posts' })
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
    expect(related.length).toBeGreaterThan(0)
    expect(related.length).toBeLessThanOrEqual(3)
    expect(related).not.toContain('/blog/how-long-can-fries-hold')
    for (const href of related) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blog\/how-long-can-fries-hold$/,
    )
  })

  test('is a 404 for another region, an unknown or a junk slug', async () => {
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

test.describe('category and author listings', () => {
  test('lists the region posts of a category', async ({ page }) => {
    const response = await page.goto('/blog/category/menu-trends')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu trends')
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Blog' }),
    ).toHaveAttribute('href', '/blog')
    const hrefs = (await cardLinks(page)).map((card) => card.href)
    expect(hrefs).toEqual([
      '/blog/holiday-catering-frozen-appetizers',
      '/blog/korean-street-food-flavors',
      '/blog/k-12-lunch-line-trends',
      '/blog/game-day-menu-playbook',
      '/blog/plant-forward-menu-moves-2026',
    ])
    expect((await get('/blog/category/no-such-category')).status).toBe(404)
  })

  test('lists an author posts of the region', async ({ page }) => {
    const response = await page.goto('/korea/en/news/author/kenji-sato')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts by Kenji Sato')
    const hrefs = (await cardLinks(page)).map((card) => card.href)
    expect(hrefs.length).toBe(5)
    for (const href of hrefs) expect(href).toMatch(/^\/korea\/en\/news\/[a-z0-9-]+$/)
    expect((await get('/blog/author/nobody')).status).toBe(404)
  })
})

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const path of ['/blog/how-long-can-fries-hold', '/blog/category/menu-trends']) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path)
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('the news index has no violations', { tag: '@korea-ko-KR' }, async ({ page, site }) => {
    await page.goto(blogIndexPath(site.region, site.locale))
    expect(await axeViolations(page)).toEqual([])
  })
})
