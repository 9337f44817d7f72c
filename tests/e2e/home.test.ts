import type { Locator, Page } from '@playwright/test'
import { brandLogoAlt } from '@/cms/seed/data/alt-text'
import { BRANDS } from '@/cms/seed/data/brands'
import { HOME } from '@/cms/seed/data/home'
import { PRODUCTS } from '@/cms/seed/data/products'
import { RECIPES } from '@/cms/seed/data/recipes'
import { featuredProducts, featuredRecipes, regionBrands } from '@/cms/seed/home-picks'
import { blogPath, brandPath, homePath, pagePath, productPath, recipePath } from '@/routing/build'
import { regionTag } from '@/routing/regions'
import { get } from '../helpers/http'
import { cmsDocs } from './cms'
import { expect, type SiteOptions, test } from './fixtures'

const section = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true })
const hrefs = (links: Locator) =>
  links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
const titleLinks = (grid: Locator) => grid.getByRole('heading', { level: 3 }).getByRole('link')

async function expectLive(paths: (string | null)[]): Promise<void> {
  expect(paths.length).toBeGreaterThan(0)
  for (const path of new Set(paths)) {
    expect(path).toMatch(/^\/[^/]/)
    expect((await get(path ?? '')).status, `GET ${path}`).toBe(200)
  }
}

interface Post {
  slug: string
  title: string
  publishDisplayDate: string
}

/** The region's newest posts as the CMS holds them, newest first (the grid's own query). */
function newestPosts(site: SiteOptions): Promise<Post[]> {
  return cmsDocs<Post>('blogs', {
    'where[regionTags][in][0]': regionTag(site.region),
    'where[_status][equals]': 'published',
    sort: '-publishDisplayDate',
    limit: '3',
    locale: site.locale,
  })
}

interface Settings {
  findADistributorPage?: number | null
  defaultHeaderImage?: { url?: string | null; title?: string | null } | null
}

async function settingsOf(site: SiteOptions, locale: string = site.locale): Promise<Settings> {
  const [settings] = await cmsDocs<Settings>('global-settings', {
    'where[regionTags][in][0]': regionTag(site.region),
    sort: '-updatedAt',
    locale,
  })
  if (!settings) throw new Error(`no global settings for ${site.region}`)
  return settings
}

async function distributorPath(site: SiteOptions): Promise<string> {
  const { findADistributorPage } = await settingsOf(site)
  const [target] = await cmsDocs<{ path: string }>('pages', {
    'where[id][equals]': String(findADistributorPage),
  })
  if (!target) throw new Error('global settings name no find-a-distributor page')
  return pagePath(site.region, site.locale, target.path.split('/'))
}

test.describe('the home page', { tag: '@every-region' }, () => {
  test.beforeEach(async ({ page, site }) => {
    const response = await page.goto(homePath(site.region, site.locale))
    expect(response?.status()).toBe(200)
  })

  test('keeps the hero as the h1, its call to action going to the products', async ({
    page,
    site,
  }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      HOME.marqueeHeading[site.locale],
    )
    const cta = page.locator('.marquee').getByRole('link', { name: HOME.marqueeCta[site.locale] })
    await expect(cta).toHaveAttribute('href', pagePath(site.region, site.locale, ['products']))
  })

  test('orders its sections like a food brand: products, recipes, brands, news, then ordering', async ({
    page,
    site,
  }) => {
    const headings = page.getByRole('main').locator('.blocks').getByRole('heading', { level: 2 })
    await expect(headings).toHaveText([
      HOME.products.heading[site.locale],
      HOME.recipes.heading[site.locale],
      HOME.brands.heading[site.locale],
      HOME.news.heading[site.locale],
      HOME.getStarted.heading[site.locale],
    ])
  })

  test('features products the region carries, each linking to its product page', async ({
    page,
    site,
  }) => {
    const grid = section(page, HOME.products.heading[site.locale])
    const expected = featuredProducts(site.region, PRODUCTS)
    await expect(titleLinks(grid)).toHaveText(expected.map((p) => p.marketingName[site.locale]))
    expect(await hrefs(titleLinks(grid))).toEqual(
      expected.map((p) => productPath(site.region, site.locale, p.sku)),
    )
    await expect(grid.getByRole('img')).toHaveCount(expected.length)
    await expectLive(await hrefs(titleLinks(grid)))
    const first = expected[0]
    if (!first) throw new Error('no featured product')
    await titleLinks(grid).first().click()
    await expect(page).toHaveURL(productPath(site.region, site.locale, first.sku))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      first.marketingName[site.locale],
    )
  })

  test('shows a recipe collection of the region, linking to the recipes', async ({
    page,
    site,
  }) => {
    const grid = section(page, HOME.recipes.heading[site.locale])
    const expected = featuredRecipes(site.region, RECIPES)
    await expect(titleLinks(grid)).toHaveText(expected.map((r) => r.name[site.locale]))
    expect(await hrefs(titleLinks(grid))).toEqual(
      expected.map((r) => recipePath(site.region, site.locale, r.slug)),
    )
    await expectLive(await hrefs(titleLinks(grid)))
    await expectLive(await hrefs(grid.getByRole('link', { name: HOME.recipes.cta[site.locale] })))
  })

  test('shows the brands with their translated logo text, linking to the brand pages', async ({
    page,
    site,
  }) => {
    const grid = section(page, HOME.brands.heading[site.locale])
    const expected = regionBrands(site.region, BRANDS, PRODUCTS)
    await expect(titleLinks(grid)).toHaveText(expected.map((b) => b.name))
    expect(await hrefs(titleLinks(grid))).toEqual(
      expected.map((b) => brandPath(site.region, site.locale, b.slug)),
    )
    const alts = await grid
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')))
    expect(alts).toEqual(expected.map((b) => brandLogoAlt(b.name)[site.locale]))
    await expectLive(await hrefs(titleLinks(grid)))
  })

  test('shows the three newest posts of the region, newest first', async ({ page, site }) => {
    const posts = await newestPosts(site)
    expect(posts).toHaveLength(3)
    const grid = section(page, HOME.news.heading[site.locale])
    await expect(titleLinks(grid)).toHaveText(posts.map((post) => post.title))
    expect(await hrefs(titleLinks(grid))).toEqual(
      posts.map((post) => blogPath(site.region, site.locale, post.slug)),
    )
    const dates = await grid
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
    expect(dates).toEqual([...dates].sort().reverse())
    expect(dates.map((date) => date.slice(0, 10))).toEqual(
      posts.map((post) => post.publishDisplayDate.slice(0, 10)),
    )
  })

  test('calls to order samples and find a distributor lead to working pages', async ({
    page,
    site,
  }) => {
    // The three-feature banner is a plain section (no accessible name), found by its anchor.
    const banner = page.locator('#get-started')
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText(
      HOME.getStarted.heading[site.locale],
    )
    const link = (copy: { title: Record<string, string> }) =>
      banner.getByRole('link', { name: copy.title[site.locale], exact: true })
    const { samples, distributor, catalogue } = HOME.getStarted
    await expect(link(samples)).toHaveAttribute(
      'href',
      pagePath(site.region, site.locale, ['sample-bag']),
    )
    await expect(link(distributor)).toHaveAttribute('href', await distributorPath(site))
    await expect(link(catalogue)).toHaveAttribute(
      'href',
      pagePath(site.region, site.locale, ['products']),
    )
    await expectLive(await hrefs(banner.getByRole('link')))
    await link(samples).click()
    await expect(page).toHaveURL(pagePath(site.region, site.locale, ['sample-bag']))
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
  })

  test('describes its images in the page language', async ({ page, site }) => {
    test.skip(site.locale === 'en', 'compares with the English alt text')
    const images = await page
      .getByRole('main')
      .locator('img[alt]:not([alt=""])')
      .evaluateAll((nodes) =>
        nodes.map((node) => {
          const src = new URL((node as HTMLImageElement).src, location.href)
          const file = (src.searchParams.get('url') ?? src.pathname).split('/').pop() ?? ''
          return { file: decodeURIComponent(file), alt: node.getAttribute('alt') ?? '' }
        }),
      )
    expect(images.length).toBeGreaterThanOrEqual(10)
    const english = await cmsDocs<{ filename: string; alt: string }>('media', {
      'where[filename][in]': images.map((image) => image.file).join(','),
      locale: 'en',
    })
    const englishAlt = new Map(english.map((media) => [media.filename, media.alt]))
    for (const image of images) {
      expect(englishAlt.get(image.file), image.file).toBeTruthy()
      expect(image.alt, image.file).not.toBe(englishAlt.get(image.file))
    }
  })
})

test.describe('a page without a marquee image', { tag: '@every-region' }, () => {
  test('shows the default header image with its translated title as alt text', async ({
    page,
    site,
  }) => {
    const { defaultHeaderImage } = await settingsOf(site)
    const title = defaultHeaderImage?.title
    expect(title).toBeTruthy()
    if (site.locale !== 'en') {
      expect(title).not.toBe((await settingsOf(site, 'en')).defaultHeaderImage?.title)
    }
    await page.goto(pagePath(site.region, site.locale, ['about-us']))
    const marquee = page.locator('.marquee')
    const image = marquee.getByRole('img', { name: title ?? '', exact: true })
    await expect(image).toHaveCount(1)
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0)
  })

  test('keeps the text on it readable: the overlay holds white text at 4.5:1 over any pixel', async ({
    page,
    site,
  }) => {
    await page.goto(pagePath(site.region, site.locale, ['about-us']))
    const marquee = page.locator('.marquee')
    const [overlay, text] = await marquee.evaluate((node) => [
      getComputedStyle(node, '::before').backgroundColor,
      getComputedStyle(node.querySelector('h1') ?? node).color,
    ])
    const channels = (css: string | undefined) =>
      (css?.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number, number?]
    const [r, g, b, alpha = 1] = channels(overlay)
    expect(channels(text).slice(0, 3)).toEqual([255, 255, 255])
    // The lightest thing an image can paint is white; composite the overlay over it.
    const over = [r, g, b].map((c) => c * alpha + 255 * (1 - alpha))
    const luminance = (rgb: number[]) => {
      const [lr = 0, lg = 0, lb = 0] = rgb.map((c) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
    }
    expect((1 + 0.05) / (luminance(over) + 0.05)).toBeGreaterThanOrEqual(4.5)
  })

  test('is not shown on a page with its own marquee image', async ({ page, site }) => {
    const { defaultHeaderImage } = await settingsOf(site)
    await page.goto(homePath(site.region, site.locale))
    await expect(
      page.locator('.marquee').getByRole('img', { name: defaultHeaderImage?.title ?? '' }),
    ).toHaveCount(0)
  })
})
