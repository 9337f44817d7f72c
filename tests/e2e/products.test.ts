import Parser from 'rss-parser'
import { CATEGORIES } from '@/cms/seed/data/categories'
import { PRODUCTS } from '@/cms/seed/data/products'
import { pagePath, productPath, specificationsPath } from '@/routing/build'
import { get } from '../helpers/http'
import { escapeRegExp, expect, message, test } from './fixtures'

const SKU = 'TF-10001'
const PRODUCT = PRODUCTS.find((entry) => entry.sku === SKU)
const FRIES = CATEGORIES.find((entry) => entry.slug === 'fries')
if (!PRODUCT || !FRIES) throw new Error(`${SKU} or its category fries is no longer seeded`)

test.describe('product detail', () => {
  test(
    'shows the product with its brand, sku, category breadcrumb and related products',
    { tag: '@every-region' },
    async ({ page, site }) => {
      const path = productPath(site.region, site.locale, SKU)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        PRODUCT.marketingName[site.locale],
      )
      await expect(page.getByText(message(site, 'catalogue.sku', { sku: SKU }))).toBeVisible()
      const crumbs = page.getByRole('navigation', { name: message(site, 'shell.breadcrumbs') })
      await expect(crumbs.getByRole('link', { name: FRIES.name[site.locale] })).toHaveAttribute(
        'href',
        pagePath(site.region, site.locale, ['products', FRIES.slug]),
      )
      const related = page.getByRole('region', {
        name: message(site, 'catalogue.relatedProducts'),
      })
      const links = await related
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
      expect(links.length).toBeGreaterThan(0)
      expect(links.length).toBeLessThanOrEqual(10)
      expect(links).not.toContain(path)
      const productUrl = new RegExp(
        `^${escapeRegExp(productPath(site.region, site.locale, 'SKU')).replace('SKU', 'TF-\\d{5}')}$`,
      )
      for (const href of links) expect(href).toMatch(productUrl)
      await expect(
        page.getByRole('link', { name: message(site, 'catalogue.findDistributor') }).first(),
      ).toHaveAttribute('href', pagePath(site.region, site.locale, ['find-a-distributor']))
      await expect(
        page.getByRole('link', { name: message(site, 'specSheet.title') }),
      ).toHaveAttribute('href', specificationsPath(site.region, site.locale, PRODUCT.slug, SKU))
    },
  )

  test('is served under a category it belongs to, and not under another', async () => {
    expect((await get('/products/fries/TF-10001')).status).toBe(200)
    expect((await get('/products/avocado/TF-10001')).status).toBe(404)
  })

  test('says "Product not found" for an unknown sku and for a product of another region', async ({
    page,
  }) => {
    for (const path of ['/products/TF-99999', '/products/TF-10010']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found')
    }
    expect((await get('/au/products/TF-10010')).status).toBe(200)
  })

  test('answers junk paths with 404, never an error', async () => {
    for (const path of [
      '/products/' + 'x'.repeat(300),
      '/products/TF-10001/..%2f..%2fetc',
      "/products/' OR 1=1",
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
    }
  })

  test(
    'speaks Spanish under /mexico and links with productos',
    { tag: '@mexico-es' },
    async ({ page, site }) => {
      const response = await page.goto(productPath(site.region, site.locale, SKU))
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(
        page.getByRole('region', { name: 'Productos relacionados' }).getByRole('link').first(),
      ).toHaveAttribute('href', /^\/mexico\/productos\/TF-\d{5}$/)
      expect((await get('/mexico/products/TF-10001')).status).toBe(308)
    },
  )
})

test.describe('category listings', () => {
  test('lists a category with its subcategories and products, newest first', async ({ page }) => {
    const response = await page.goto('/products/fries')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fries')
    await expect(page.getByText('9 products')).toBeVisible()
    const names = page.locator('main h2')
    await expect(names).toHaveCount(9)
    await expect(names.first()).toHaveText('Extra Crispy Coated Fries 5/16"')
    await expect(
      page.getByRole('list', { name: 'Subcategories' }).getByRole('link', { name: 'Crinkle cut' }),
    ).toHaveAttribute('href', '/products/fries/crinkle-cut')
  })

  test('lists a subcategory under its parent, and refuses pages past the last', async ({
    page,
  }) => {
    const response = await page.goto('/products/fries/crinkle-cut')
    expect(response?.status()).toBe(200)
    await expect(page.locator('main h2')).toHaveText([
      'Spicy Crinkle Fries',
      'Crinkle Cut Fries 1/2"',
    ])
    expect((await get('/products/fries/2')).status).toBe(404)
    expect((await get('/products/avocado/crinkle-cut')).status).toBe(404)
  })
})

test.describe('products feed', () => {
  test('is valid RSS 2.0 listing the region products newest first', async () => {
    const response = await get('/rss/products.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await response.text()
    expect(xml).toMatch(/<rss version="2.0"/)
    const feed = await new Parser().parseString(xml)
    const links = feed.items.map((item) => new URL(item.link ?? '').pathname)
    expect(links[0]).toBe('/products/TF-10009')
    expect(links).not.toContain('/products/TF-10010')
    const dates = feed.items.map((item) => Date.parse(item.isoDate ?? ''))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
  })

  test('is per region and locale', async () => {
    const feed = await new Parser().parseString(
      await (await get('/mexico/rss/products.xml')).text(),
    )
    expect(feed.items[0]?.link).toMatch(/\/mexico\/productos\/TF-\d{5}$/)
    const au = await new Parser().parseString(await (await get('/au/rss/products.xml')).text())
    expect(au.items.map((item) => new URL(item.link ?? '').pathname)).toContain(
      '/au/products/TF-10010',
    )
  })
})
