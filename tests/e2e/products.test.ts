import type { Browser } from 'playwright-core'
import Parser from 'rss-parser'
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
  const page = await browser.newPage()
  const response = await page.goto(`${baseUrl()}${path}`)
  return { page, status: response?.status() }
}

describe('product detail', () => {
  it('shows the product with its brand, sku, category breadcrumb and related products', async () => {
    const { page, status } = await open('/products/TF-10001')
    expect(status).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Straight Cut Fries 3/8"',
    )
    await expect(page.getByText('SKU TF-10001').isVisible()).resolves.toBe(true)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(crumbs.getByRole('link', { name: 'Fries' }).getAttribute('href')).resolves.toBe(
      '/products/fries',
    )
    const related = page.getByRole('region', { name: 'Related products' })
    const links = await related
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
    expect(links.length).toBeGreaterThan(0)
    expect(links.length).toBeLessThanOrEqual(10)
    expect(links).not.toContain('/products/TF-10001')
    for (const href of links) expect(href).toMatch(/^\/products\/TF-\d{5}$/)
    await expect(
      page.getByRole('link', { name: 'Find a distributor' }).first().getAttribute('href'),
    ).resolves.toBe('/find-a-distributor')
    await expect(
      page.getByRole('link', { name: 'Specification sheet' }).getAttribute('href'),
    ).resolves.toMatch(/^\/products\/[a-z0-9-]+\/TF-10001\/specifications$/)
    await page.close()
  })

  it('is served under a category it belongs to, and not under another', async () => {
    expect((await get('/products/fries/TF-10001')).status).toBe(200)
    expect((await get('/products/avocado/TF-10001')).status).toBe(404)
  })

  it('says "Product not found" for an unknown sku and for a product of another region', async () => {
    for (const path of ['/products/TF-99999', '/products/TF-10010']) {
      const { page, status } = await open(path)
      expect(status).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Product not found',
      )
      await page.close()
    }
    expect((await get('/au/products/TF-10010')).status).toBe(200)
  })

  it('answers junk paths with 404, never an error', async () => {
    for (const path of [
      '/products/' + 'x'.repeat(300),
      '/products/TF-10001/..%2f..%2fetc',
      "/products/' OR 1=1",
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
    }
  })

  it('speaks Spanish under /mexico and links with productos', async () => {
    const { page, status } = await open('/mexico/productos/TF-10001')
    expect(status).toBe(200)
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es')
    const related = await page
      .getByRole('region', { name: 'Productos relacionados' })
      .getByRole('link')
      .first()
      .getAttribute('href')
    expect(related).toMatch(/^\/mexico\/productos\/TF-\d{5}$/)
    expect((await get('/mexico/products/TF-10001')).status).toBe(308)
    await page.close()
  })
})

describe('category listings', () => {
  it('lists a category with its subcategories and products, newest first', async () => {
    const { page, status } = await open('/products/fries')
    expect(status).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Fries')
    await expect(page.getByText('9 products').isVisible()).resolves.toBe(true)
    const names = await page.locator('main h2').allTextContents()
    expect(names).toHaveLength(9)
    expect(names[0]).toBe('Extra Crispy Coated Fries 5/16"')
    await expect(
      page
        .getByRole('list', { name: 'Subcategories' })
        .getByRole('link', { name: 'Crinkle cut' })
        .getAttribute('href'),
    ).resolves.toBe('/products/fries/crinkle-cut')
    await page.close()
  })

  it('lists a subcategory under its parent, and refuses pages past the last', async () => {
    const { page, status } = await open('/products/fries/crinkle-cut')
    expect(status).toBe(200)
    await expect(page.locator('main h2').allTextContents()).resolves.toEqual([
      'Spicy Crinkle Fries',
      'Crinkle Cut Fries 1/2"',
    ])
    await page.close()
    expect((await get('/products/fries/2')).status).toBe(404)
    expect((await get('/products/avocado/crinkle-cut')).status).toBe(404)
  })
})

describe('products feed', () => {
  it('is valid RSS 2.0 listing the region products newest first', async () => {
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

  it('is per region and locale', async () => {
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
