import type { Locator, Page } from '@playwright/test'
import { PRODUCTS } from '@/cms/seed/data/products'
import { ALLERGEN_NAMES, PREPARATION_METHOD_NAMES } from '@/cms/seed/data/terms'
import { en } from '@/i18n/messages/en'
import { productPath } from '@/routing/build'
import { expect, message, type SiteOptions, test } from './fixtures'

/**
 * Breaded mozzarella sticks (src/cms/seed/data/products.ts): sold in the us and mexico, with
 * allergens, a K-12 sheet and two preparation methods, so every section has something to show.
 */
const SKU = 'TF-10024'
const product = PRODUCTS.find((entry) => entry.sku === SKU)
if (!product) throw new Error(`${SKU} is no longer seeded`)
const [fryer, oven] = product.preparation.instructions
if (!fryer || !oven) throw new Error(`${SKU} lost its preparation methods`)

/** The six section headings in the project's locale. */
const headings = (site: SiteOptions) =>
  (
    [
      'specs.specifications.heading',
      'specs.ingredients.heading',
      'specs.dietary.heading',
      'specs.k12.heading',
      'specs.shipping.heading',
      'specs.preparation.heading',
    ] as const
  ).map((key) => message(site, key))
const HEADINGS = { en: headings({ region: 'us', locale: 'en', prefix: '' }) }

/** This test's page (a fresh one per test). */
let page: Page

const region = (name: string, on: Page = page) => on.getByRole('region', { name, exact: true })

/** Each table row as its cells' text: [label, value] for a specification table. */
const rows = (within: Locator) =>
  within
    .getByRole('row')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent?.trim() ?? '')),
    )

/** The six section headings in page order, ignoring the page's other h2s. */
async function sectionHeadings(on: Page, expected: readonly string[]): Promise<string[]> {
  const all = await on.getByRole('heading', { level: 2 }).allTextContents()
  return all.map((heading) => heading.trim()).filter((heading) => expected.includes(heading))
}

test.describe(`product specifications of ${SKU} (us, English)`, () => {
  test.beforeEach(async ({ page: fresh }) => {
    page = fresh
    const response = await page.goto(`/products/${SKU}`)
    expect(response?.status()).toBe(200)
  })

  test('shows the six sections in order, each a region named by its heading', async () => {
    expect(await sectionHeadings(page, HEADINGS.en)).toEqual(HEADINGS.en)
    for (const name of HEADINGS.en) await expect(region(name), name).toHaveCount(1)
  })

  test('lists the case pack, weights and country of manufacture', async () => {
    const specs = await rows(region('Specifications'))
    expect(specs).toContainEqual(['Case pack', '4/3 lb'])
    expect(specs).toContainEqual(['Gross weight', '13.4 lb'])
    expect(specs).toContainEqual(['Net weight', '12 lb'])
    expect(specs).toContainEqual(['Country of manufacture', 'United States'])
  })

  test('states the ingredients and the allergens they contain', async () => {
    const section = region('Ingredients and allergens')
    await expect(section.getByText(product.ingredients.en, { exact: true })).toBeVisible()
    const allergens = product.contains.map((allergen) => ALLERGEN_NAMES[allergen].en).join(', ')
    expect(allergens).toBe('Milk, Egg, Wheat')
    const line = section.getByRole('paragraph').filter({ hasText: 'Contains:' })
    await expect(line).toHaveText(`Contains: ${allergens}`)
  })

  test('lists exactly the dietary flags that hold for the product', async () => {
    const items = region('Dietary and certifications').getByRole('listitem')
    await expect(items).toHaveText(product.dietaryFlags.map((flag) => en[`specs.dietary.${flag}`]))
    const labels = await items.allTextContents()
    expect(labels).toEqual(
      expect.arrayContaining(['Vegetarian', 'Kosher', 'Soy-free', 'K-12 school meals']),
    )
    for (const absent of ['Vegan', 'Milk-free', 'Egg-free', 'Gluten-free', 'Wheat-free'])
      expect(labels).not.toContain(absent)
  })

  test('tabulates the K-12 food groups and the K-12 yes/no', async () => {
    const table = await rows(region('K-12 food groups'))
    expect(table).toEqual([
      ['Food group', 'Contribution'],
      ['Meat/meat alternate', '1'],
      ['Grains', '1'],
      ['K-12 eligible', 'Y'],
    ])
  })

  test('gives the case dimensions with units, the pallet pattern, shelf life and storage temperature', async () => {
    const shipping = await rows(region('Shipping and storage'))
    expect(shipping).toEqual([
      ['Case dimensions (L × W × H)', '14 × 10 × 9.5 in'],
      ['Case cube (ft³)', '0.77'],
      ['Ti × Hi (cases per layer × layers)', '12 × 8'],
      ['Shelf life', '540 days'],
      ['Storage temperature', '-10°F to 0°F'],
      ['Packaging', 'Poly bag in corrugated case'],
    ])
  })

  test('shows the preparation overview and each method with its steps', async () => {
    const section = region('Preparation and cooking')
    await expect(
      section.getByText(product.preparation.description.en, { exact: true }),
    ).toBeVisible()
    const facts = await rows(section)
    expect(facts).toContainEqual(['Preparation method', 'Deep fryer'])
    expect(facts).toContainEqual(['Preparation time', '2 min'])
    expect(facts).toContainEqual(['Cooking temperature', '350°F'])
    const methods = section.getByRole('list', { name: 'Cooking instructions', exact: true })
    await expect(methods.getByRole('heading', { level: 3 })).toHaveText([
      PREPARATION_METHOD_NAMES[fryer.method].en,
      PREPARATION_METHOD_NAMES[oven.method].en,
    ])
    const fryerCard = methods
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Deep fryer', exact: true }) })
    await expect(fryerCard.getByRole('list').getByRole('listitem')).toHaveText(
      fryer.steps.map((step) => step.en),
    )
    await expect(fryerCard.getByText('350°F · 2 min', { exact: true })).toBeVisible()
  })
})

test.describe(`product specifications of ${SKU} (mexico, Spanish)`, { tag: '@mexico-es' }, () => {
  test('titles the sections in Spanish and shows the Spanish allergens and methods', async ({
    page: spanish,
    site,
  }) => {
    const response = await spanish.goto(productPath(site.region, site.locale, SKU))
    expect(response?.status()).toBe(200)
    const sections = headings(site)
    expect(sections[0]).toBe('Especificaciones')
    expect(await sectionHeadings(spanish, sections)).toEqual(sections)
    for (const name of sections) await expect(region(name, spanish), name).toHaveCount(1)
    const line = region(message(site, 'specs.ingredients.heading'), spanish)
      .getByRole('paragraph')
      .filter({ hasText: message(site, 'specs.ingredients.contains') })
    await expect(line).toHaveText('Contiene: Leche, Huevo, Trigo')
    const methods = region(message(site, 'specs.preparation.heading'), spanish).getByRole('list', {
      name: message(site, 'specs.preparation.instructions'),
      exact: true,
    })
    await expect(methods.getByRole('heading', { level: 3 })).toHaveText([
      PREPARATION_METHOD_NAMES[fryer.method].es,
      PREPARATION_METHOD_NAMES[oven.method].es,
    ])
    expect(await rows(region(message(site, 'specs.shipping.heading'), spanish))).toContainEqual([
      message(site, 'specs.shipping.storageTemperature'),
      '-10°F a 0°F',
    ])
  })
})
