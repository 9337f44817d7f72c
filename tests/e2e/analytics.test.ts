import type { Locator, Page } from '@playwright/test'
import { CALCULATOR_PAGE_SLUG } from '@/cms/seed/data/calculator-page'
import { FACET_TEMPLATES } from '@/cms/seed/data/facet-templates'
import { PRODUCTS } from '@/cms/seed/data/products'
import { pagePath, specificationsPath } from '@/routing/build'
import { analyticsEvents, escapeRegExp, expect, message, type SiteOptions, test } from './fixtures'

/** The form's choices go to the URL's state segment at once: one chosen option per call. */
async function chooseFirstEnabled(page: Page, site: SiteOptions, attribute: string) {
  const name = FACET_TEMPLATES.find((template) => template.slug === 'fries')?.filters.find(
    (filter) => filter.searchAttribute === attribute,
  )?.name[site.locale]
  if (!name) throw new Error(`the seeded fries listing has no ${attribute} filter`)
  const option = page
    .getByRole('form', { name: message(site, 'listing.filters') })
    .getByRole('group', { name })
    .locator('input:not([disabled])')
    .first()
  const value = (await option.getAttribute('value')) ?? ''
  await option.check()
  await expect(page).toHaveURL(
    new RegExp(`${attribute}=[^/]*${escapeRegExp(encodeURIComponent(value))}`),
  )
  return value
}

const finderField = (
  page: Page,
  site: SiteOptions,
  key: 'distributors.zip' | 'distributors.name',
) => page.getByRole('main').getByLabel(message(site, key), { exact: true })

async function findDistributors(page: Page, site: SiteOptions, field: Locator, value: string) {
  await page.goto(pagePath(site.region, site.locale, ['find-a-distributor']))
  await field.fill(value)
  await page
    .getByRole('button', { name: message(site, 'distributors.search'), exact: true })
    .click()
  await expect(
    page.getByRole('heading', { name: message(site, 'distributors.results'), exact: true }),
  ).toBeVisible()
}

test.describe('analytics events in the dataLayer', () => {
  test('a search pushes the term as searched, once', async ({ page, site }) => {
    await page.goto(`${site.prefix}/search`)
    const form = page.getByRole('main').getByRole('search')
    await form.getByRole('combobox').fill('  onion   rings ')
    await form.getByRole('button', { name: message(site, 'search.submit') }).click()
    await expect(page).toHaveURL(/[?&]q=/)
    await expect
      .poll(() => analyticsEvents(page, 'search'))
      .toEqual([{ event: 'search', search_term: 'onion rings' }])
  })

  test('a filtered listing pushes its filters; the unfiltered listing’s blank filters push nothing', async ({
    page,
    site,
  }) => {
    // The unfiltered listing mounts first: its event, blank `filters`, must be dropped.
    await page.goto(`${site.prefix}/fries`)
    const cut = await chooseFirstEnabled(page, site, 'cutTypes')
    const first = { event: 'filter', listing: 'fries', filters: `cutTypes:${cut}` }
    await expect.poll(() => analyticsEvents(page, 'filter')).toEqual([first])

    // Re-sorting keeps the filters: not a new filter event. Another choice is.
    await page.getByLabel(message(site, 'listing.sortBy')).selectOption('title-desc')
    await expect(page).toHaveURL(/sort=title-desc/)
    const brand = await chooseFirstEnabled(page, site, 'brand')
    await expect
      .poll(() => analyticsEvents(page, 'filter'))
      .toEqual([
        first,
        { event: 'filter', listing: 'fries', filters: `brand:${brand}|cutTypes:${cut}` },
      ])
  })

  test('a distributor search says what it was by, never the postcode or name typed', async ({
    page,
    site,
  }) => {
    await findDistributors(page, site, finderField(page, site, 'distributors.zip'), '60601')
    await expect(page).toHaveURL(/postcode=60601/)
    await expect
      .poll(() => analyticsEvents(page, 'distributor_search'))
      .toEqual([{ event: 'distributor_search', search_type: 'postcode' }])
    expect(JSON.stringify(await analyticsEvents(page))).not.toContain('60601')

    await findDistributors(page, site, finderField(page, site, 'distributors.name'), 'Lakeshore')
    await expect
      .poll(() => analyticsEvents(page, 'distributor_search'))
      .toEqual([{ event: 'distributor_search', search_type: 'name' }])
    expect(JSON.stringify(await analyticsEvents(page))).not.toMatch(/lakeshore/i)
  })

  test('the calculator result pushes its figures, not the amounts typed', async ({
    page,
    site,
  }) => {
    await page.goto(pagePath(site.region, site.locale, [CALCULATOR_PAGE_SLUG]))
    const amounts = [
      ['avocadoCalculator.rate', '15'],
      ['avocadoCalculator.lugs', '10'],
      ['avocadoCalculator.lugPrice', '40'],
      ['avocadoCalculator.casePrice', '30'],
      ['avocadoCalculator.caseWeight', '12'],
    ] as const
    for (const [label, value] of amounts)
      await page.getByRole('textbox', { name: message(site, label), exact: true }).fill(value)
    await page.getByRole('radio', { name: message(site, 'avocadoCalculator.use.mash') }).check()
    await page.getByRole('button', { name: message(site, 'avocadoCalculator.calculate') }).click()
    await expect(
      page.getByRole('heading', { name: message(site, 'avocadoCalculator.resultsTitle') }),
    ).toBeVisible()
    // decisions.md by hand: 13 cases; $400 + $75 − $390 = $85 a week, × 52 = $4,420 a year.
    await expect
      .poll(() => analyticsEvents(page, 'calculator_result'))
      .toEqual([
        {
          event: 'calculator_result',
          avocado_use: 'mash',
          currency: 'USD',
          processed_cases: '13',
          weekly_savings: '85.00',
          yearly_savings: '4420.00',
        },
      ])
  })

  test('downloading a spec sheet pushes the product’s SKU', async ({ page }) => {
    const product = PRODUCTS.find((entry) => entry.sku === 'TF-10024')
    if (!product) throw new Error('TF-10024 is no longer seeded')
    await page.goto(specificationsPath('us', 'en', product.slug, product.sku))
    const link = page.getByRole('link', { name: 'Download PDF' })
    // A click before hydration still downloads but runs no handler: click until one is counted.
    await expect(async () => {
      const download = page.waitForEvent('download')
      await link.click()
      expect((await download).suggestedFilename()).toBe('TF-10024-specifications.pdf')
      expect(await analyticsEvents(page, 'spec_sheet_download')).toContainEqual({
        event: 'spec_sheet_download',
        sku: 'TF-10024',
      })
    }).toPass()
  })
})
