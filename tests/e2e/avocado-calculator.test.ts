import type { Page } from '@playwright/test'
import { CALCULATOR_PAGE_SLUG } from '@/cms/seed/data/calculator-page'
import { formatNumber } from '@/i18n/format'
import { pagePath } from '@/routing/build'
import { axeViolations, escapeRegExp, expect, message, type SiteOptions, test } from './fixtures'
import { siteOf } from './site'

const pathOf = (site: SiteOptions) => pagePath(site.region, site.locale, [CALCULATOR_PAGE_SLUG])

// decisions.md by hand: 10 lugs × $40 = $400; labor 10 × 30 min ÷ 60 = 5 h × $15 = $75;
// 147.2 lb usable ÷ 12 lb → 13 cases × $30 = $390; net 400 + 75 − 390 = $85 a week, $4,420 a year.
const KITCHEN = { rate: '15', lugs: '10', lugPrice: '40', casePrice: '30', caseWeight: '12' }
const STATE = 'casePrice=30&caseWeight=12&lugPrice=40&lugs=10&rate=15&use=mash'

const field = (page: Page, site: SiteOptions, key: keyof typeof KITCHEN) =>
  page.getByRole('textbox', { name: message(site, `avocadoCalculator.${key}`), exact: true })
const useGroup = (page: Page, site: SiteOptions) =>
  page.getByRole('radiogroup', { name: message(site, 'avocadoCalculator.use') })
const submit = (page: Page, site: SiteOptions) =>
  page.getByRole('button', { name: message(site, 'avocadoCalculator.calculate') })
const resultsHeading = (page: Page, site: SiteOptions) =>
  page.getByRole('heading', { name: message(site, 'avocadoCalculator.resultsTitle') })
const row = (page: Page, site: SiteOptions, key: string) =>
  page.getByRole('row', {
    name: new RegExp(
      `^${escapeRegExp(message(site, `avocadoCalculator.${key}` as 'avocadoCalculator.net'))}`,
    ),
  })

async function fillKitchen(page: Page, site: SiteOptions) {
  for (const [key, value] of Object.entries(KITCHEN))
    await field(page, site, key as keyof typeof KITCHEN).fill(value)
  await page.getByRole('radio', { name: message(site, 'avocadoCalculator.use.mash') }).check()
}

async function expectKitchenResult(page: Page, site: SiteOptions) {
  await expect(resultsHeading(page, site)).toBeVisible()
  await expect(row(page, site, 'freshCost')).toContainText('$400.00')
  await expect(row(page, site, 'freshCost')).toContainText('10')
  await expect(row(page, site, 'laborCost')).toContainText('$75.00')
  await expect(row(page, site, 'wasteCost')).toContainText('$164.48')
  await expect(row(page, site, 'cases')).toContainText('13')
  await expect(row(page, site, 'processedCost')).toContainText('$390.00')
  await expect(row(page, site, 'net')).toContainText('$85.00')
  await expect(row(page, site, 'net')).toContainText('$4,420.00')
}

test.describe('avocado calculator', () => {
  test('calculates, keeps the inputs on the way back and restores the result from its URL', async ({
    page,
    site,
    browser,
  }) => {
    await page.goto(pathOf(site))
    await fillKitchen(page, site)
    await submit(page, site).click()
    await expect(page).toHaveURL(
      new RegExp(`${escapeRegExp(pathOf(site))}/${escapeRegExp(STATE)}$`),
    )
    await expectKitchenResult(page, site)
    for (const key of ['usable', 'laborHours', 'laborSavings', 'wasteSavings'])
      await expect(row(page, site, key)).toBeVisible()
    await expect(
      page.getByRole('img', {
        name: new RegExp(escapeRegExp(message(site, 'avocadoCalculator.chartTitle'))),
      }),
    ).toHaveAccessibleName(/\$475\.00.*\$390\.00/)
    expect(await axeViolations(page, 'main')).toEqual([])

    const shared = page.url()
    await page.getByRole('link', { name: message(site, 'avocadoCalculator.back') }).click()
    for (const [key, value] of Object.entries(KITCHEN))
      await expect(field(page, site, key as keyof typeof KITCHEN)).toHaveValue(value)
    await expect(
      page.getByRole('radio', { name: message(site, 'avocadoCalculator.use.mash') }),
    ).toBeChecked()

    const other = await browser.newContext()
    const visitor = await other.newPage()
    await visitor.goto(shared)
    await expectKitchenResult(visitor, site)
    await other.close()
  })

  for (const other of [siteOf('us', 'en'), siteOf('mexico', 'es'), siteOf('japan', 'ja-JP')]) {
    test(`shows each message in ${other.locale} and moves focus to the first mistake`, async ({
      page,
    }) => {
      const site = other
      await page.goto(pathOf(site))
      await field(page, site, 'lugs').fill('abc')
      await field(page, site, 'lugPrice').fill('-1')
      await field(page, site, 'casePrice').fill('2000000')
      await field(page, site, 'caseWeight').fill('12')
      await submit(page, site).click()
      const says = (key: Parameters<typeof message>[1], values?: Record<string, string>) =>
        new RegExp(escapeRegExp(message(site, key, values)))
      await expect(field(page, site, 'rate')).toBeFocused()
      await expect(field(page, site, 'rate')).toHaveAccessibleDescription(
        says('validation.required'),
      )
      await expect(field(page, site, 'rate')).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, site, 'lugs')).toHaveAccessibleDescription(says('validation.number'))
      await expect(field(page, site, 'lugPrice')).toHaveAccessibleDescription(
        says('avocadoCalculator.positive'),
      )
      await expect(field(page, site, 'casePrice')).toHaveAccessibleDescription(
        says('avocadoCalculator.tooLarge', { max: formatNumber(1_000_000, site.locale) }),
      )
      await expect(field(page, site, 'caseWeight')).not.toHaveAttribute('aria-invalid', 'true')
      await expect(useGroup(page, site)).toHaveAccessibleDescription(says('validation.required'))
      await expect(
        page.getByRole('alert').filter({ hasText: message(site, 'avocadoCalculator.fixErrors') }),
      ).toBeVisible()
      expect(await axeViolations(page, 'main')).toEqual([])

      // Fixing a field clears its message at once.
      await field(page, site, 'lugs').fill('10')
      await field(page, site, 'lugs').blur()
      await expect(field(page, site, 'lugs')).not.toHaveAttribute('aria-invalid', 'true')
    })
  }

  test('works without JavaScript, messages included', async ({ browser, site }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(pathOf(site))
    await field(page, site, 'rate').fill('zero')
    await submit(page, site).click()
    await expect(field(page, site, 'rate')).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(message(site, 'validation.number'))),
    )
    await expect(field(page, site, 'lugs')).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(message(site, 'validation.required'))),
    )
    await fillKitchen(page, site)
    await submit(page, site).click()
    await expectKitchenResult(page, site)
    await page.getByRole('link', { name: message(site, 'avocadoCalculator.back') }).click()
    await expect(field(page, site, 'lugPrice')).toHaveValue('40')
    await context.close()
  })

  test('answers hostile URL states with the form or the bare page, never an error', async ({
    page,
    site,
  }) => {
    const base = pathOf(site)
    const response = await page.goto(`${base}/rate=1e309&lugs=-1&lugs=5&foo=bar&use=mash`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(base)}/lugs=0&rate=NaN&use=mash$`))
    await expect(field(page, site, 'rate')).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(message(site, 'validation.number'))),
    )
    await expect(field(page, site, 'lugs')).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(message(site, 'avocadoCalculator.positive'))),
    )
    for (const junk of [`lugs=${'9'.repeat(10_000)}`, 'lugs=NaN&lugs=%E0%A4%A', 'x=y']) {
      const answer = await page.request.get(`${base}/${junk}`, { maxRedirects: 0 })
      expect(answer.status(), junk.slice(0, 40)).toBeLessThan(500)
    }
  })
})
