import type { Page } from '@playwright/test'
import { PRODUCTS } from '@/cms/seed/data/products'
import { compareBasePath, comparePath } from '@/features/compare/lib/compare-path'
import { compareStorageKey } from '@/features/compare/lib/storage'
import { pagePath, productPath } from '@/routing/build'
import {
  analyticsEvents,
  axeViolations,
  expect,
  message,
  seedStorage,
  type SiteOptions,
  stored,
  test,
} from './fixtures'

const SKUS = ['TF-10001', 'TF-10002', 'TF-10003', 'TF-10004'] as const
const [FIRST, SECOND, THIRD, FOURTH] = SKUS

function seeded(sku: string) {
  const product = PRODUCTS.find((entry) => entry.sku === sku)
  if (!product) throw new Error(`${sku} is no longer seeded`)
  return product
}

/** The product's name and case pack as the project's visitor reads them. */
const nameOf = (site: SiteOptions, sku: string) => seeded(sku).marketingName[site.locale]
const casePackOf = (sku: string) => seeded(sku).casePackDescription

const tray = (page: Page, site: SiteOptions) =>
  page.getByRole('region', { name: message(site, 'compare.trayLabel') })
const compareButton = (page: Page, site: SiteOptions, sku: string) =>
  page.getByRole('button', {
    name: `${message(site, 'compare.add')} ${nameOf(site, sku)}`,
    exact: true,
  })
const productHeaders = (page: Page) => page.locator('thead').getByRole('columnheader')
const rowValues = (page: Page, label: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell')

async function openProduct(page: Page, site: SiteOptions, sku: string) {
  await page.goto(productPath(site.region, site.locale, sku))
  const button = compareButton(page, site, sku)
  // The button is disabled until the page is hydrated, so this also waits for the stored selection to show.
  await expect(button).toBeEnabled()
  return button
}

const storedSkus = async (page: Page, site: SiteOptions) =>
  ((await stored<{ sku: string }[]>(page, compareStorageKey(site.region))) ?? []).map(
    (item) => item.sku,
  )

/** A visitor who already chose `skus` on earlier pages. */
const choose = (site: SiteOptions, skus: readonly string[]) => ({
  [compareStorageKey(site.region)]: skus.map((sku) => ({ sku, name: nameOf(site, sku) })),
})

test.describe('compare products', { tag: '@every-region' }, () => {
  test('adds three products from their pages and shows them in the tray', async ({
    page,
    site,
  }) => {
    for (const [index, sku] of [FIRST, SECOND, THIRD].entries()) {
      const button = await openProduct(page, site, sku)
      await expect(button).toHaveAttribute('aria-pressed', 'false')
      await button.click()
      await expect(button).toHaveAttribute('aria-pressed', 'true')
      await expect(tray(page, site).getByRole('listitem')).toHaveCount(index + 1)
      expect(await analyticsEvents(page, 'compare_add')).toEqual([{ event: 'compare_add', sku }])
    }
    const removeButtons = await tray(page, site)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))
    expect(removeButtons.filter(Boolean)).toEqual(
      [FIRST, SECOND, THIRD].map((sku) =>
        message(site, 'compare.removeNamed', { name: nameOf(site, sku) }),
      ),
    )
    await expect(tray(page, site).getByText(nameOf(site, SECOND), { exact: true })).toBeVisible()
  })

  test('refuses a fourth product with the limit message and keeps three', async ({
    context,
    page,
    site,
  }) => {
    await seedStorage(context, choose(site, [FIRST, SECOND, THIRD]))
    const button = await openProduct(page, site, FOURTH)
    await expect(tray(page, site).getByRole('listitem')).toHaveCount(3)
    await button.click()
    await expect(
      page.getByRole('status').filter({ hasText: message(site, 'compare.limit') }),
    ).toBeVisible()
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await expect(tray(page, site).getByRole('listitem')).toHaveCount(3)
    expect(await storedSkus(page, site)).toEqual([FIRST, SECOND, THIRD])
    expect(await analyticsEvents(page, 'compare_add')).toEqual([])
  })

  test('opens the comparison with the three products as columns and their specifications as rows', async ({
    context,
    page,
    site,
  }) => {
    await seedStorage(context, choose(site, [FIRST, SECOND, THIRD]))
    await openProduct(page, site, FIRST)
    await tray(page, site)
      .getByRole('link', { name: message(site, 'compare.open', { count: 3 }) })
      .click()
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === compareBasePath(site.region, site.locale) &&
        url.search === `?skus=${FIRST},${SECOND},${THIRD}`,
    )
    await expect(productHeaders(page)).toHaveText(
      [FIRST, SECOND, THIRD].map((sku) => nameOf(site, sku)),
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(site, 'compare.title'))
    await expect(page.getByRole('table').locator('caption')).toHaveText(
      message(site, 'compare.caption'),
    )
    await expect(rowValues(page, message(site, 'specs.specifications.casePack'))).toHaveText(
      [FIRST, SECOND, THIRD].map(casePackOf),
    )
    await expect(
      page.getByRole('link', { name: nameOf(site, SECOND), exact: true }),
    ).toHaveAttribute('href', productPath(site.region, site.locale, SECOND))
  })

  test('removes a product: two are left and the URL says so', async ({ page, site }) => {
    await page.goto(comparePath(site.region, site.locale, [FIRST, SECOND, THIRD]))
    await expect(productHeaders(page)).toHaveCount(3)
    await page
      .getByRole('link', {
        name: message(site, 'compare.removeNamed', { name: nameOf(site, SECOND) }),
      })
      .click()
    await expect(page).toHaveURL((url) => url.search === `?skus=${FIRST},${THIRD}`)
    await expect(productHeaders(page)).toHaveText([nameOf(site, FIRST), nameOf(site, THIRD)])
    await expect(rowValues(page, message(site, 'specs.specifications.casePack'))).toHaveText(
      [FIRST, THIRD].map(casePackOf),
    )
    await expect.poll(() => storedSkus(page, site)).toEqual([FIRST, THIRD])
  })

  test('shows the same products to someone opening the shared URL, and their tray agrees', async ({
    page,
    site,
  }) => {
    const response = await page.goto(comparePath(site.region, site.locale, [FIRST, THIRD]))
    expect(response?.status()).toBe(200)
    await expect(productHeaders(page)).toHaveText([nameOf(site, FIRST), nameOf(site, THIRD)])
    await expect.poll(() => storedSkus(page, site)).toEqual([FIRST, THIRD])
    await openProduct(page, site, FIRST)
    await expect(tray(page, site).getByRole('listitem')).toHaveCount(2)
  })

  test('clears the comparison and the stored selection', async ({ page, site }) => {
    await page.goto(comparePath(site.region, site.locale, [FIRST, THIRD]))
    await expect.poll(() => storedSkus(page, site)).toEqual([FIRST, THIRD])
    await page.getByRole('link', { name: message(site, 'compare.clear'), exact: true }).click()
    await expect(page).toHaveURL((url) => url.search === '?skus=' || url.search === '')
    await expect(page.getByText(message(site, 'compare.empty'))).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(page.getByRole('link', { name: message(site, 'compare.browse') })).toHaveAttribute(
      'href',
      pagePath(site.region, site.locale, ['products']),
    )
    await expect.poll(() => storedSkus(page, site)).toEqual([])
    await openProduct(page, site, FIRST)
    await expect(tray(page, site)).toHaveCount(0)
  })
})

test.describe('comparison URLs', () => {
  test('drops junk, repeats and products the region lacks without an error', async ({
    page,
    site,
  }) => {
    const response = await page.goto(
      `/compare?skus=${encodeURIComponent('<script>')},TF-10001,TF-10001,TF-10010,TF-99999`,
    )
    expect(response?.status()).toBe(200)
    await expect(productHeaders(page)).toHaveText([nameOf(site, FIRST)])
    await expect(page.getByText(message(site, 'compare.limit'))).toHaveCount(0)
    await expect.poll(() => storedSkus(page, site)).toEqual([FIRST])
  })

  test('shows the first three of more with the limit message', async ({ page, site }) => {
    const response = await page.goto('/compare?skus=TF-10001,TF-10002,TF-10003,TF-10004')
    expect(response?.status()).toBe(200)
    await expect(page.getByText(message(site, 'compare.limit'))).toBeVisible()
    await expect(productHeaders(page)).toHaveText(
      [FIRST, SECOND, THIRD].map((sku) => nameOf(site, sku)),
    )
  })

  test('is not indexed, and speaks the region’s language', async ({ page }) => {
    await page.goto('/mexico/compare?skus=TF-10001')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparar productos')
    await expect(page.locator('thead').getByRole('link').first()).toHaveAttribute(
      'href',
      '/mexico/productos/TF-10001',
    )
  })
})

test.describe('comparison page accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const { width, skus, every } of [
    { width: 1280, skus: [FIRST, SECOND, THIRD], every: true },
    { width: 375, skus: [FIRST, SECOND, THIRD], every: false },
    { width: 1280, skus: [], every: false },
  ]) {
    test(
      `the comparison of ${skus.length} products at ${width} px has no violations`,
      every ? { tag: '@every-region' } : {},
      async ({ page, site }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(comparePath(site.region, site.locale, skus))
        expect(await axeViolations(page)).toEqual([])
      },
    )
  }

  test('lets a keyboard reach the table that scrolls sideways at 375 px', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/compare?skus=TF-10001,TF-10002,TF-10003')
    const scroller = page.getByRole('region', { name: message(site, 'compare.tableRegion') })
    await expect(scroller).toHaveAttribute('tabindex', '0')
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
      true,
    )
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
  })
})
