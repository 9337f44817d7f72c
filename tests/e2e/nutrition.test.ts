import type { Locator, Page } from '@playwright/test'
import { PRODUCTS } from '@/cms/seed/data/products'
import { NUTRITION_TITLE_JA } from '@/cms/seed/data/terms'
import { anzPanel, japanPanel, koreaPanel, percentOf, US_DAILY_VALUES } from '@/cms/seed/nutrition'
import type { Locale } from '@/routing/locales'
import { productPath } from '@/routing/build'
import { axeViolations, expect, message, test } from './fixtures'

/** Seeded only for us/mexico, au/nz and japan/korea respectively (src/cms/seed/data/products.ts). */
const US_SKU = 'TF-10008'
const ANZ_SKU = 'TF-10010'
const JP_KR_SKU = 'TF-10015'

function seeded(sku: string, regionId: string) {
  const product = PRODUCTS.find((entry) => entry.sku === sku)
  if (!product?.regions.includes(regionId)) throw new Error(`${sku} is not seeded for ${regionId}`)
  return product
}

async function openProduct(page: Page, regionId: string, locale: Locale, sku: string) {
  const response = await page.goto(productPath(regionId, locale, sku))
  expect(response?.status()).toBe(200)
}

const cells = (table: Locator, rowName: RegExp) =>
  table.getByRole('row', { name: rowName }).getByRole('cell')

test.describe('product nutrition panel', () => {
  test('shows the US Nutrition Facts with calories and the % Daily Value of total fat and sodium', async ({
    page,
  }) => {
    const n = seeded(US_SKU, 'us').nutrition
    await openProduct(page, 'us', 'en', US_SKU)
    const panel = page.getByRole('region', { name: 'Nutrition Facts' })
    await expect(panel.locator('p', { hasText: /^Calories\s/ })).toHaveText(
      `Calories ${n.calories}`,
    )
    const table = panel.getByRole('table', { name: 'Nutrition Facts' })
    await expect(table.getByRole('columnheader', { name: '% Daily Value*' })).toHaveCount(1)
    await expect(cells(table, /^Total Fat /)).toHaveText([
      `${n.totalFatG}g`,
      `${percentOf(n.totalFatG, US_DAILY_VALUES.totalFat)}%`,
    ])
    await expect(cells(table, /^Sodium /)).toHaveText([
      `${n.sodiumMg}mg`,
      `${percentOf(n.sodiumMg, US_DAILY_VALUES.sodium)}%`,
    ])
    await expect(panel).toContainText('2,000 calories a day is used for general nutrition advice.')
    await expect(page.getByRole('region', { name: 'Nutrition Information' })).toHaveCount(0)
  })

  test('shows the ANZ panel per serving and per 100 g on the Australian page', async ({ page }) => {
    const anz = anzPanel(seeded(ANZ_SKU, 'au').nutrition)
    await openProduct(page, 'au', 'en', ANZ_SKU)
    const table = page
      .getByRole('region', { name: 'Nutrition Information' })
      .getByRole('table', { name: 'Nutrition Information' })
    await expect(
      table.getByRole('columnheader', { name: 'Average Quantity per Serving' }),
    ).toHaveCount(1)
    await expect(
      table.getByRole('columnheader', { name: 'Average Quantity per 100 g' }),
    ).toHaveCount(1)
    const en = new Intl.NumberFormat('en')
    const values = (name: string) =>
      [`${name}PerServing`, `${name}Per100g`].map(
        (key) => `${en.format(Number(anz[key]))} ${anz[`${name}Unit`]}`,
      )
    await expect(cells(table, /^Energy /)).toHaveText(values('energy'))
    await expect(cells(table, /^Sodium /)).toHaveText(values('sodium'))
    await expect(page.getByRole('region', { name: 'Nutrition Facts' })).toHaveCount(0)
  })

  test(
    'shows the Japanese panel with its title and salt equivalent',
    { tag: '@japan-ja-JP' },
    async ({ page, site }) => {
      const product = seeded(JP_KR_SKU, site.region)
      const japan = japanPanel(product.nutrition, NUTRITION_TITLE_JA, product.ingredients['ja-JP'])
      await openProduct(page, site.region, site.locale, JP_KR_SKU)
      const panel = page.getByRole('region', { name: NUTRITION_TITLE_JA })
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(NUTRITION_TITLE_JA)
      const salt = `${new Intl.NumberFormat('ja-JP').format(Number(japan.saltAmount))}${japan.saltUnit}`
      await expect(
        cells(panel.getByRole('table'), new RegExp(`^${message(site, 'nutrition.japan.salt')}`)),
      ).toHaveText([salt])
    },
  )

  test(
    'shows the Korean 영양정보 panel with the % of daily reference values',
    { tag: '@korea-ko-KR' },
    async ({ page, site }) => {
      const korea = koreaPanel(seeded(JP_KR_SKU, site.region).nutrition)
      await openProduct(page, site.region, site.locale, JP_KR_SKU)
      const title = message(site, 'nutrition.korea.title')
      expect(title).toBe('영양정보')
      const table = page.getByRole('region', { name: title }).getByRole('table', { name: title })
      await expect(
        table.getByRole('columnheader', { name: message(site, 'nutrition.korea.dailyValue') }),
      ).toHaveCount(1)
      await expect(
        cells(table, new RegExp(`^${message(site, 'nutrition.korea.sodium')}`)),
      ).toHaveText([`${korea.sodiumAmount}${korea.sodiumUnit}`, `${korea.sodiumDailyValue}%`])
    },
  )

  test('fits a 375 px screen without horizontal scrolling and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await openProduct(page, 'us', 'en', US_SKU)
    const panel = page.getByRole('region', { name: 'Nutrition Facts' })
    expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    const box = await panel.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
    const headingId = await panel.getAttribute('aria-labelledby')
    expect(await axeViolations(page, `section[aria-labelledby="${headingId}"]`)).toEqual([])
  })
})
