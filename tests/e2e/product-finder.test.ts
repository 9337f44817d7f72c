import type { Page } from '@playwright/test'
import { PRODUCTS } from '@/cms/seed/data/products'
import { FINDER_STEPS } from '@/cms/seed/data/product-finders'
import { FINDER_PAGE_SLUG } from '@/cms/seed/data/product-finder-page'
import { pagePath } from '@/routing/build'
import { axeViolations, escapeRegExp, expect, message, type SiteOptions, test } from './fixtures'

/** Fries, straight cut, no coating preference, deep fryer: four products in every region. */
const PATH = ['fries', 'straight', '*', 'fryer']
/** The products the seed gives those answers in the project's region, by the same rules as the index. */
const matchesIn = (site: SiteOptions) =>
  PRODUCTS.filter(
    (product) =>
      product.regions.includes(site.region) &&
      product.fryType === 'fries' &&
      product.cutTypes.includes('straight') &&
      product.preparation.instructions.some((step) => step.method === 'fryer'),
  ).map((product) => product.sku)
/** In every region. */
const MATCHES = ['TF-10001', 'TF-10002', 'TF-10005', 'TF-10009']

const nameOf = (site: SiteOptions, sku: string) =>
  PRODUCTS.find((product) => product.sku === sku)?.marketingName[site.locale] ?? sku

function stepText(site: SiteOptions, index: number) {
  const step = FINDER_STEPS[index]
  if (!step) throw new Error(`the seeded finder has no step ${index}`)
  const option = step.options.find((entry) => entry.value === PATH[index])
  if (!option) throw new Error(`step ${index} has no option ${PATH[index]}`)
  return { title: step.title[site.locale], option: option.label[site.locale] }
}

const stepHeading = (page: Page, site: SiteOptions, index: number) =>
  page.getByRole('heading', { level: 3, name: stepText(site, index).title, exact: true })
const resultsHeading = (page: Page, site: SiteOptions) =>
  page.getByRole('heading', { level: 3, name: message(site, 'productFinder.resultsTitle') })
// A card's name is its label followed by its description; a plain option's is its label.
const option = (page: Page, site: SiteOptions, index: number) => {
  const label = stepText(site, index).option
  return FINDER_STEPS[index]?.type === 'cards'
    ? page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(label)} `) })
    : page.getByRole('radio', { name: label, exact: true })
}
const nextButton = (page: Page, site: SiteOptions, last = false) =>
  page.getByRole('button', {
    name: message(site, last ? 'productFinder.showResults' : 'productFinder.next'),
    exact: true,
  })

async function open(page: Page, site: SiteOptions) {
  await page.goto(pagePath(site.region, site.locale, [FINDER_PAGE_SLUG]))
  await expect(nextButton(page, site)).toBeEnabled()
}

async function answerAll(page: Page, site: SiteOptions) {
  for (let index = 0; index < PATH.length; index++) {
    await option(page, site, index).check()
    await nextButton(page, site, index === PATH.length - 1).click()
  }
  await expect(resultsHeading(page, site)).toBeFocused()
}

test.describe('product finder', { tag: '@every-region' }, () => {
  test('leads from the first step to matching products, back and forth by keyboard', async ({
    page,
    site,
  }) => {
    await open(page, site)
    const progress = page.getByRole('list', { name: message(site, 'productFinder.progress') })
    await expect(progress.getByRole('listitem')).toHaveCount(FINDER_STEPS.length + 1)
    await expect(stepHeading(page, site, 0)).toBeVisible()
    await expect(
      page.getByText(
        message(site, 'productFinder.stepOf', { current: 1, total: FINDER_STEPS.length }),
      ),
    ).toBeVisible()

    await nextButton(page, site).click()
    await expect(page.getByText(message(site, 'productFinder.chooseOne'))).toBeVisible()

    await option(page, site, 0).focus()
    await page.keyboard.press('Space')
    await expect(option(page, site, 0)).toBeChecked()
    await page.keyboard.press('Enter')
    await expect(stepHeading(page, site, 1)).toBeFocused()

    await option(page, site, 1).check()
    await nextButton(page, site).click()
    await expect(stepHeading(page, site, 2)).toBeFocused()
    await page
      .getByRole('button', { name: message(site, 'productFinder.back'), exact: true })
      .click()
    await expect(stepHeading(page, site, 1)).toBeFocused()
    await expect(option(page, site, 1)).toBeChecked()
    await nextButton(page, site).click()
    await expect(stepHeading(page, site, 2)).toBeFocused()
    await option(page, site, 2).check()
    await nextButton(page, site).click()
    await option(page, site, 3).check()
    await nextButton(page, site, true).click()

    await expect(resultsHeading(page, site)).toBeFocused()
    await expect(
      page.getByRole('status').filter({
        hasText: message(site, 'catalogue.productCount', { count: matchesIn(site).length }),
      }),
    ).toBeVisible()
    for (const sku of matchesIn(site))
      await expect(page.getByRole('link', { name: nameOf(site, sku), exact: true })).toBeVisible()
  })

  test('the share link restores the answers in a new page', async ({ context, page, site }) => {
    await open(page, site)
    await answerAll(page, site)
    const url = page.url()
    expect(new URL(url).hash).toContain('pf=fries')

    const other = await context.newPage()
    await other.goto(url)
    await expect(resultsHeading(other, site)).toBeVisible()
    await expect(
      other.getByRole('link', { name: nameOf(site, MATCHES[0] ?? ''), exact: true }),
    ).toBeVisible()
    await other
      .getByRole('button', { name: message(site, 'productFinder.back'), exact: true })
      .click()
    await expect(stepHeading(other, site, 3)).toBeFocused()
    await expect(option(other, site, 3)).toBeChecked()
  })

  test('compares products from the results, up to the compare limit', async ({ page, site }) => {
    await open(page, site)
    await answerAll(page, site)
    const compare = (sku: string) =>
      page.getByRole('button', {
        name: `${message(site, 'compare.add')} ${nameOf(site, sku)}`,
        exact: true,
      })
    for (const sku of MATCHES.slice(0, 3)) {
      await compare(sku).click()
      await expect(compare(sku)).toHaveAttribute('aria-pressed', 'true')
    }
    const tray = page.getByRole('region', { name: message(site, 'compare.trayLabel') })
    await expect(tray.getByRole('listitem')).toHaveCount(3)
    await compare(MATCHES[3] ?? '').click()
    await expect(
      page.getByRole('status').filter({ hasText: message(site, 'compare.limit') }),
    ).toBeVisible()
    await expect(compare(MATCHES[3] ?? '')).toHaveAttribute('aria-pressed', 'false')
  })

  test('has no axe violations on a step and on the results', async ({ page, site }) => {
    await open(page, site)
    expect(await axeViolations(page)).toEqual([])
    await answerAll(page, site)
    await expect(
      page.getByRole('link', { name: nameOf(site, MATCHES[0] ?? ''), exact: true }),
    ).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

test('the share panel offers the link and an email with the CMS subject', async ({
  page,
  site,
}) => {
  await open(page, site)
  await answerAll(page, site)
  const share = page.getByRole('button', { name: 'Share results', exact: true })
  await share.click()
  await expect(share).toHaveAttribute('aria-expanded', 'true')
  const link = page.getByRole('textbox', { name: message(site, 'productFinder.shareLink') })
  await expect(link).toHaveValue(page.url())
  const mail = page.getByRole('link', { name: message(site, 'productFinder.email') })
  const href = (await mail.getAttribute('href')) ?? ''
  expect(href).toContain(`subject=${encodeURIComponent('My fry matches from Terrafield Foods')}`)
  expect(decodeURIComponent(href)).toContain(page.url())
})
