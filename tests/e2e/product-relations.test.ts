import { BLOGS } from '@/cms/seed/data/blogs'
import { PRODUCTS } from '@/cms/seed/data/products'
import { PRODUCT_LINKS } from '@/cms/seed/product-links'
import { blogPath, productBlogsPath, productPath } from '@/routing/build'
import { axeViolations, expect, message, test } from './fixtures'

/** The product page previews 3 linked posts; their list shows 6 a page. */
const PRODUCT_BLOGS_PREVIEW = 3
const PRODUCT_BLOGS_PER_PAGE = 6

const TOTS = ['TF-10011', 'TF-10041', 'TF-10042']
const product = (sku: string) => PRODUCTS.find((candidate) => candidate.sku === sku)
const sizeLabel = (sku: string) => `${product(sku)?.cutSize} · ${product(sku)?.casePackDescription}`

test.describe('cut and pack size switcher', () => {
  test(
    'moves between the sizes sold under one name, marking where the visitor is',
    { tag: '@every-region' },
    async ({ page, site }) => {
      await page.goto(productPath(site.region, site.locale, 'TF-10011'))
      const switcher = page.getByRole('navigation', {
        name: message(site, 'catalogue.variants'),
      })
      await expect(switcher.getByRole('link')).toHaveText(TOTS.map(sizeLabel))
      await expect(switcher.locator('[aria-current="page"]')).toHaveText(sizeLabel('TF-10011'))
      await switcher.getByRole('link', { name: sizeLabel('TF-10041') }).click()
      // A first render of the page on a busy 2-core test server can take longer than the default.
      await expect(page).toHaveURL(productPath(site.region, site.locale, 'TF-10041'), {
        timeout: 30_000,
      })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        product('TF-10041')?.marketingName[site.locale] ?? '',
      )
      await expect(switcher.locator('[aria-current="page"]')).toHaveText(sizeLabel('TF-10041'))
      expect(await axeViolations(page, 'nav[aria-labelledby="product-variants"]')).toEqual([])
    },
  )

  test('is not shown for a product sold in one size', async ({ page }) => {
    await page.goto('/products/TF-10001')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Cut and pack sizes' })).toHaveCount(0)
  })
})

test.describe('related products', () => {
  test(
    'lists the closest products of the region first, each a link to its page',
    { tag: '@every-region' },
    async ({ page, site }) => {
      await page.goto(productPath(site.region, site.locale, 'TF-10011'))
      const related = page.getByRole('region', { name: message(site, 'catalogue.relatedProducts') })
      const links = related.getByRole('heading', { level: 3 }).getByRole('link')
      await expect(links).toHaveCount(10)
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))
      expect(hrefs.slice(0, 2)).toEqual([
        productPath(site.region, site.locale, 'TF-10041'),
        productPath(site.region, site.locale, 'TF-10042'),
      ])
      expect(hrefs).not.toContain(productPath(site.region, site.locale, 'TF-10011'))
      await links.nth(0).click()
      await expect(page).toHaveURL(productPath(site.region, site.locale, 'TF-10041'), {
        timeout: 30_000,
      })
    },
  )
})

const linked: readonly string[] = PRODUCT_LINKS.find((link) => link.sku === 'TF-10001')?.blogs ?? []
const postsOf = (region: string) =>
  BLOGS.filter(
    (blog) =>
      linked.includes(blog.slug) && (blog.regions === 'all' || blog.regions.includes(region)),
  ).sort((a, b) => b.publishDisplayDate.localeCompare(a.publishDisplayDate))

test.describe('posts about a product, without script', () => {
  test.use({ javaScriptEnabled: false })

  test(
    'previews the newest posts and pages through all of them with plain links',
    { tag: '@every-region' },
    async ({ page, site }) => {
      const posts = postsOf(site.region)
      const titles = posts.map((post) => post.title[site.locale])
      await page.goto(productPath(site.region, site.locale, 'TF-10001'))
      const preview = page.getByRole('region', { name: message(site, 'catalogue.linkedBlogs') })
      await expect(preview.getByRole('heading', { level: 3 })).toHaveText(
        titles.slice(0, PRODUCT_BLOGS_PREVIEW),
      )
      await preview.getByRole('link', { name: message(site, 'catalogue.allLinkedBlogs') }).click()
      await expect(page).toHaveURL(productBlogsPath(site.region, site.locale, 'TF-10001'))
      const name = product('TF-10001')?.marketingName[site.locale] ?? ''
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message(site, 'catalogue.productBlogsTitle', { name }),
      )
      const seen: string[] = []
      for (let at = 1; ; at++) {
        await expect(page).toHaveURL(productBlogsPath(site.region, site.locale, 'TF-10001', at))
        seen.push(
          ...(await page.locator('main').getByRole('heading', { level: 2 }).allTextContents()),
        )
        const next = page.getByRole('link', { name: message(site, 'shell.nextPage') })
        if ((await next.count()) === 0) break
        await next.click()
      }
      expect(seen).toEqual(titles)
      await expect(page).toHaveURL(productBlogsPath(site.region, site.locale, 'TF-10001', 2))
      await page
        .locator('main')
        .getByRole('heading', { level: 2 })
        .getByRole('link')
        .first()
        .click()
      await expect(page).toHaveURL(
        blogPath(site.region, site.locale, posts[PRODUCT_BLOGS_PER_PAGE]?.slug ?? ''),
      )
    },
  )
})

test.describe('product gallery', () => {
  test('shows the DAM image with the product name, in a box that does not move', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as { __shifts?: number[] }).__shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/products/TF-10001')
    const gallery = page.getByRole('region', { name: 'Images of Straight Cut Fries 3/8"' })
    const dam = gallery.locator('img[src^="/api/media/file/dam-TF-10001-0"]')
    await dam.scrollIntoViewIfNeeded()
    await expect(dam).toHaveAttribute('alt', 'Straight Cut Fries 3/8"')
    await expect
      .poll(() => dam.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    const box = await dam.boundingBox()
    expect(box && Math.abs(box.width - box.height)).toBeLessThan(1)
    const shifts = await page.evaluate(() => (window as { __shifts?: number[] }).__shifts ?? [])
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1)
  })
})
