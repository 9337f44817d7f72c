import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser'
import { baseUrl } from '../helpers/http'

const NAMES: Record<string, string> = {
  'TF-10001': 'Straight Cut Fries 3/8"',
  'TF-10002': 'Shoestring Fries 1/4"',
  'TF-10003': 'Crinkle Cut Fries 1/2"',
  'TF-10004': 'Steak Fries 3/4" x 3/8"',
}
const LIMIT = 'You can only compare 3 products at a time.'
const STORAGE_KEY = 'compare_products_us'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const tray = (page: Page) => page.getByRole('region', { name: 'Products to compare' })
const compareButton = (page: Page, sku: string) =>
  page.getByRole('button', { name: `Compare ${NAMES[sku]}`, exact: true })
const productHeaders = (page: Page) =>
  page.locator('thead').getByRole('columnheader').allTextContents()
const rowValues = (page: Page, label: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell')
    .allTextContents()

async function openProduct(page: Page, sku: string) {
  await page.goto(`${baseUrl()}/products/${sku}`)
  const button = compareButton(page, sku)
  // The button is disabled until the page is hydrated, so this also waits for the stored selection to show.
  await button.waitFor()
  await expect.poll(() => button.isEnabled()).toBe(true)
  return button
}

async function storedSkus(page: Page): Promise<string[]> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)
  return raw ? (JSON.parse(raw) as { sku: string }[]).map((item) => item.sku) : []
}

describe('compare products', () => {
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    context = await browser.newContext()
    page = await context.newPage()
  })

  afterAll(async () => {
    await context?.close()
  })

  it('adds three products from their pages and shows them in the tray', async () => {
    for (const [index, sku] of ['TF-10001', 'TF-10002', 'TF-10003'].entries()) {
      const button = await openProduct(page, sku)
      await expect(button.getAttribute('aria-pressed')).resolves.toBe('false')
      await button.click()
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true')
      await expect.poll(() => tray(page).getByRole('listitem').count()).toBe(index + 1)
    }
    const removeButtons = await tray(page)
      .getByRole('button', { name: /^Remove / })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))
    expect(removeButtons).toEqual(
      ['TF-10001', 'TF-10002', 'TF-10003'].map((sku) => `Remove ${NAMES[sku]} from the comparison`),
    )
    await expect(
      tray(page)
        .getByText(NAMES['TF-10002'] ?? '', { exact: true })
        .isVisible(),
    ).resolves.toBe(true)
  })

  it('refuses a fourth product with the limit message and keeps three', async () => {
    const button = await openProduct(page, 'TF-10004')
    await expect.poll(() => tray(page).getByRole('listitem').count()).toBe(3)
    await button.click()
    const message = page.getByRole('status').filter({ hasText: LIMIT })
    await message.waitFor()
    await expect(message.isVisible()).resolves.toBe(true)
    await expect(button.getAttribute('aria-pressed')).resolves.toBe('false')
    await expect(tray(page).getByRole('listitem').count()).resolves.toBe(3)
    await expect(storedSkus(page)).resolves.toEqual(['TF-10001', 'TF-10002', 'TF-10003'])
  })

  it('opens the comparison with the three products as columns and their specifications as rows', async () => {
    await tray(page).getByRole('link', { name: 'Compare (3)' }).click()
    await page.waitForURL(
      (url) => url.pathname === '/compare' && url.search === '?skus=TF-10001,TF-10002,TF-10003',
    )
    await expect
      .poll(() => productHeaders(page))
      .toEqual([NAMES['TF-10001'], NAMES['TF-10002'], NAMES['TF-10003']])
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Compare products',
    )
    await expect(page.getByRole('table').locator('caption').textContent()).resolves.toBe(
      'Specifications of the chosen products, side by side',
    )
    await expect(rowValues(page, 'Case pack')).resolves.toEqual(['6/5 lb', '6/4.5 lb', '6/5 lb'])
    await expect(
      page.getByRole('link', { name: NAMES['TF-10002'], exact: true }).getAttribute('href'),
    ).resolves.toBe('/products/TF-10002')
  })

  it('removes a product: two are left and the URL says so', async () => {
    await page
      .getByRole('link', { name: `Remove ${NAMES['TF-10002']} from the comparison` })
      .click()
    await page.waitForURL((url) => url.search === '?skus=TF-10001,TF-10003')
    await expect.poll(() => productHeaders(page)).toEqual([NAMES['TF-10001'], NAMES['TF-10003']])
    await expect(rowValues(page, 'Case pack')).resolves.toEqual(['6/5 lb', '6/5 lb'])
    await expect.poll(() => storedSkus(page)).toEqual(['TF-10001', 'TF-10003'])
  })

  it('shows the same products to someone opening the shared URL, and their tray agrees', async () => {
    const shared = page.url()
    const other = await browser.newContext()
    const visitor = await other.newPage()
    const response = await visitor.goto(shared)
    expect(response?.status()).toBe(200)
    await expect(productHeaders(visitor)).resolves.toEqual([NAMES['TF-10001'], NAMES['TF-10003']])
    await expect.poll(() => storedSkus(visitor)).toEqual(['TF-10001', 'TF-10003'])
    await openProduct(visitor, 'TF-10001')
    await expect.poll(() => tray(visitor).getByRole('listitem').count()).toBe(2)
    await other.close()
  })

  it('clears the comparison and the stored selection', async () => {
    await page.getByRole('link', { name: 'Clear', exact: true }).click()
    await page.waitForURL((url) => url.search === '?skus=' || url.search === '')
    await page.getByText('No products are chosen for comparison.').waitFor()
    await expect(page.getByRole('table').count()).resolves.toBe(0)
    await expect(
      page.getByRole('link', { name: 'Browse products' }).getAttribute('href'),
    ).resolves.toBe('/products')
    await expect.poll(() => storedSkus(page)).toEqual([])
    await openProduct(page, 'TF-10001')
    await expect(tray(page).count()).resolves.toBe(0)
  })
})

describe('comparison URLs', () => {
  async function open(path: string) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const response = await page.goto(`${baseUrl()}${path}`)
    return { context, page, status: response?.status() }
  }

  it('drops junk, repeats and products the region lacks without an error', async () => {
    const { context, page, status } = await open(
      `/compare?skus=${encodeURIComponent('<script>')},TF-10001,TF-10001,TF-10010,TF-99999`,
    )
    expect(status).toBe(200)
    await expect(productHeaders(page)).resolves.toEqual([NAMES['TF-10001']])
    await expect(page.getByText(LIMIT).count()).resolves.toBe(0)
    await expect.poll(() => storedSkus(page)).toEqual(['TF-10001'])
    await context.close()
  })

  it('shows the first three of more with the limit message', async () => {
    const { context, page, status } = await open(
      '/compare?skus=TF-10001,TF-10002,TF-10003,TF-10004',
    )
    expect(status).toBe(200)
    await expect(page.getByText(LIMIT).isVisible()).resolves.toBe(true)
    await expect(productHeaders(page)).resolves.toEqual([
      NAMES['TF-10001'],
      NAMES['TF-10002'],
      NAMES['TF-10003'],
    ])
    await context.close()
  })

  it('is not indexed, and speaks the region’s language', async () => {
    const { context, page } = await open('/mexico/compare?skus=TF-10001')
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toMatch(
      /noindex/,
    )
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Comparar productos',
    )
    await expect(
      page.locator('thead').getByRole('link').first().getAttribute('href'),
    ).resolves.toBe('/mexico/productos/TF-10001')
    await context.close()
  })
})

describe('comparison page accessibility (axe-core, WCAG 2.2 AA)', () => {
  it.each([
    { width: 1280, path: '/compare?skus=TF-10001,TF-10002,TF-10003' },
    { width: 375, path: '/compare?skus=TF-10001,TF-10002,TF-10003' },
    { width: 1280, path: '/compare?skus=' },
  ])('$path at $width px has no violations', async ({ width, path }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${baseUrl()}${path}`)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    const summary = results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
    expect(summary).toEqual([])
    await context.close()
  })

  it('lets a keyboard reach the table that scrolls sideways at 375 px', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${baseUrl()}/compare?skus=TF-10001,TF-10002,TF-10003`)
    const scroller = page.getByRole('region', { name: 'Comparison table, scrolls sideways' })
    await expect(scroller.getAttribute('tabindex')).resolves.toBe('0')
    await expect(
      scroller.evaluate((element) => element.scrollWidth > element.clientWidth),
    ).resolves.toBe(true)
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).resolves.toBe(true)
    await context.close()
  })
})
