import AxeBuilder from '@axe-core/playwright'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTS } from '@/cms/seed/data/products'
import { NUTRITION_TITLE_JA } from '@/cms/seed/data/terms'
import { anzPanel, japanPanel, koreaPanel, percentOf, US_DAILY_VALUES } from '@/cms/seed/nutrition'
import type { Locale } from '@/routing/locales'
import { productPath } from '@/routing/build'
import { launchBrowser } from '../helpers/browser'
import { baseUrl } from '../helpers/http'

/** Seeded only for us/mexico, au/nz and japan/korea respectively (src/cms/seed/data/products.ts). */
const US_SKU = 'TF-10008'
const ANZ_SKU = 'TF-10010'
const JP_KR_SKU = 'TF-10015'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

function seeded(sku: string, regionId: string) {
  const product = PRODUCTS.find((entry) => entry.sku === sku)
  if (!product?.regions.includes(regionId)) throw new Error(`${sku} is not seeded for ${regionId}`)
  return product
}

async function openProduct(
  regionId: string,
  locale: Locale,
  sku: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  // A page of its own context: axe-core needs one (browser.newPage() pages are refused).
  const page = await (await browser.newContext({ viewport })).newPage()
  const response = await page.goto(`${baseUrl()}${productPath(regionId, locale, sku)}`)
  expect(response?.status()).toBe(200)
  return page
}

const cells = (table: Locator, rowName: RegExp) =>
  table.getByRole('row', { name: rowName }).getByRole('cell').allTextContents()

describe('product nutrition panel', () => {
  it('shows the US Nutrition Facts with calories and the % Daily Value of total fat and sodium', async () => {
    const n = seeded(US_SKU, 'us').nutrition
    const page = await openProduct('us', 'en', US_SKU)
    const panel = page.getByRole('region', { name: 'Nutrition Facts' })
    await expect(panel.locator('p', { hasText: /^Calories\s/ }).textContent()).resolves.toBe(
      `Calories ${n.calories}`,
    )
    const table = panel.getByRole('table', { name: 'Nutrition Facts' })
    await expect(table.getByRole('columnheader', { name: '% Daily Value*' }).count()).resolves.toBe(
      1,
    )
    await expect(cells(table, /^Total Fat /)).resolves.toEqual([
      `${n.totalFatG}g`,
      `${percentOf(n.totalFatG, US_DAILY_VALUES.totalFat)}%`,
    ])
    await expect(cells(table, /^Sodium /)).resolves.toEqual([
      `${n.sodiumMg}mg`,
      `${percentOf(n.sodiumMg, US_DAILY_VALUES.sodium)}%`,
    ])
    await expect(panel.textContent()).resolves.toContain(
      '2,000 calories a day is used for general nutrition advice.',
    )
    await expect(page.getByRole('region', { name: 'Nutrition Information' }).count()).resolves.toBe(
      0,
    )
    await page.context().close()
  })

  it('shows the ANZ panel per serving and per 100 g on the Australian page', async () => {
    const anz = anzPanel(seeded(ANZ_SKU, 'au').nutrition)
    const page = await openProduct('au', 'en', ANZ_SKU)
    const table = page
      .getByRole('region', { name: 'Nutrition Information' })
      .getByRole('table', { name: 'Nutrition Information' })
    await expect(
      table.getByRole('columnheader', { name: 'Average Quantity per Serving' }).count(),
    ).resolves.toBe(1)
    await expect(
      table.getByRole('columnheader', { name: 'Average Quantity per 100 g' }).count(),
    ).resolves.toBe(1)
    const en = new Intl.NumberFormat('en')
    const values = (name: string) =>
      [`${name}PerServing`, `${name}Per100g`].map(
        (key) => `${en.format(Number(anz[key]))} ${anz[`${name}Unit`]}`,
      )
    await expect(cells(table, /^Energy /)).resolves.toEqual(values('energy'))
    await expect(cells(table, /^Sodium /)).resolves.toEqual(values('sodium'))
    await expect(page.getByRole('region', { name: 'Nutrition Facts' }).count()).resolves.toBe(0)
    await page.context().close()
  })

  it('shows the Japanese panel with its title and salt equivalent', async () => {
    const product = seeded(JP_KR_SKU, 'japan')
    const japan = japanPanel(product.nutrition, NUTRITION_TITLE_JA, product.ingredients['ja-JP'])
    const page = await openProduct('japan', 'ja-JP', JP_KR_SKU)
    const panel = page.getByRole('region', { name: NUTRITION_TITLE_JA })
    await expect(panel.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
      NUTRITION_TITLE_JA,
    )
    const salt = `${new Intl.NumberFormat('ja-JP').format(Number(japan.saltAmount))}${japan.saltUnit}`
    await expect(cells(panel.getByRole('table'), /^食塩相当量/)).resolves.toEqual([salt])
    await page.context().close()
  })

  it('shows the Korean 영양정보 panel with the % of daily reference values', async () => {
    const korea = koreaPanel(seeded(JP_KR_SKU, 'korea').nutrition)
    const page = await openProduct('korea', 'ko-KR', JP_KR_SKU)
    const table = page
      .getByRole('region', { name: '영양정보' })
      .getByRole('table', { name: '영양정보' })
    await expect(
      table.getByRole('columnheader', { name: '1일 영양성분 기준치에 대한 비율' }).count(),
    ).resolves.toBe(1)
    await expect(cells(table, /^나트륨/)).resolves.toEqual([
      `${korea.sodiumAmount}${korea.sodiumUnit}`,
      `${korea.sodiumDailyValue}%`,
    ])
    await page.context().close()
  })

  it('fits a 375 px screen without horizontal scrolling and passes axe', async () => {
    const page = await openProduct('us', 'en', US_SKU, { width: 375, height: 800 })
    const panel = page.getByRole('region', { name: 'Nutrition Facts' })
    await expect(
      panel.evaluate((element) => element.scrollWidth <= element.clientWidth),
    ).resolves.toBe(true)
    const box = await panel.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
    const headingId = await panel.getAttribute('aria-labelledby')
    const results = await new AxeBuilder({ page })
      .include(`section[aria-labelledby="${headingId}"]`)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
    await page.context().close()
  })
})
