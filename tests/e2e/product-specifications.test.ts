import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTS } from '@/cms/seed/data/products'
import { ALLERGEN_NAMES, PREPARATION_METHOD_NAMES } from '@/cms/seed/data/terms'
import { en } from '@/i18n/messages/en'
import { launchBrowser } from '../helpers/browser'
import { baseUrl } from '../helpers/http'

/**
 * Breaded mozzarella sticks (src/cms/seed/data/products.ts): sold in the us and mexico, with
 * allergens, a K-12 sheet and two preparation methods, so every section has something to show.
 */
const SKU = 'TF-10024'
const product = PRODUCTS.find((entry) => entry.sku === SKU)
if (!product) throw new Error(`${SKU} is no longer seeded`)
const [fryer, oven] = product.preparation.instructions
if (!fryer || !oven) throw new Error(`${SKU} lost its preparation methods`)

const HEADINGS = {
  en: [
    'Specifications',
    'Ingredients and allergens',
    'Dietary and certifications',
    'K-12 food groups',
    'Shipping and storage',
    'Preparation and cooking',
  ],
  es: [
    'Especificaciones',
    'Ingredientes y alérgenos',
    'Información dietética y certificaciones',
    'Grupos de alimentos K-12',
    'Envío y almacenamiento',
    'Preparación y cocción',
  ],
}

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  page = await browser.newPage()
  const response = await page.goto(`${baseUrl()}/products/${SKU}`)
  expect(response?.status()).toBe(200)
})

afterAll(async () => {
  await browser?.close()
})

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

describe(`product specifications of ${SKU} (us, English)`, () => {
  it('shows the six sections in order, each a region named by its heading', async () => {
    await expect(sectionHeadings(page, HEADINGS.en)).resolves.toEqual(HEADINGS.en)
    for (const name of HEADINGS.en) await expect(region(name).count(), name).resolves.toBe(1)
  })

  it('lists the case pack, weights and country of manufacture', async () => {
    const specs = await rows(region('Specifications'))
    expect(specs).toContainEqual(['Case pack', '4/3 lb'])
    expect(specs).toContainEqual(['Gross weight', '13.4 lb'])
    expect(specs).toContainEqual(['Net weight', '12 lb'])
    expect(specs).toContainEqual(['Country of manufacture', 'United States'])
  })

  it('states the ingredients and the allergens they contain', async () => {
    const section = region('Ingredients and allergens')
    await expect(
      section.getByText(product.ingredients.en, { exact: true }).isVisible(),
    ).resolves.toBe(true)
    const allergens = product.contains.map((allergen) => ALLERGEN_NAMES[allergen].en).join(', ')
    expect(allergens).toBe('Milk, Egg, Wheat')
    const line = section.getByRole('paragraph').filter({ hasText: 'Contains:' })
    await expect(line.textContent()).resolves.toBe(`Contains: ${allergens}`)
  })

  it('lists exactly the dietary flags that hold for the product', async () => {
    const labels = await region('Dietary and certifications')
      .getByRole('listitem')
      .allTextContents()
    expect(labels).toEqual(product.dietaryFlags.map((flag) => en[`specs.dietary.${flag}`]))
    expect(labels).toEqual(
      expect.arrayContaining(['Vegetarian', 'Kosher', 'Soy-free', 'K-12 school meals']),
    )
    for (const absent of ['Vegan', 'Milk-free', 'Egg-free', 'Gluten-free', 'Wheat-free'])
      expect(labels).not.toContain(absent)
  })

  it('tabulates the K-12 food groups and the K-12 yes/no', async () => {
    const table = await rows(region('K-12 food groups'))
    expect(table).toEqual([
      ['Food group', 'Contribution'],
      ['Meat/meat alternate', '1'],
      ['Grains', '1'],
      ['K-12 eligible', 'Y'],
    ])
  })

  it('gives the case dimensions with units, the pallet pattern, shelf life and storage temperature', async () => {
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

  it('shows the preparation overview and each method with its steps', async () => {
    const section = region('Preparation and cooking')
    await expect(
      section.getByText(product.preparation.description.en, { exact: true }).isVisible(),
    ).resolves.toBe(true)
    const facts = await rows(section)
    expect(facts).toContainEqual(['Preparation method', 'Deep fryer'])
    expect(facts).toContainEqual(['Preparation time', '2 min'])
    expect(facts).toContainEqual(['Cooking temperature', '350°F'])
    const methods = section.getByRole('list', { name: 'Cooking instructions', exact: true })
    await expect(methods.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
      PREPARATION_METHOD_NAMES[fryer.method].en,
      PREPARATION_METHOD_NAMES[oven.method].en,
    ])
    const fryerCard = methods
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Deep fryer', exact: true }) })
    await expect(
      fryerCard.getByRole('list').getByRole('listitem').allTextContents(),
    ).resolves.toEqual(fryer.steps.map((step) => step.en))
    await expect(fryerCard.getByText('350°F · 2 min', { exact: true }).isVisible()).resolves.toBe(
      true,
    )
  })
})

describe(`product specifications of ${SKU} (mexico, Spanish)`, () => {
  it('titles the sections in Spanish and shows the Spanish allergens and methods', async () => {
    const spanish = await browser.newPage()
    const response = await spanish.goto(`${baseUrl()}/mexico/productos/${SKU}`)
    expect(response?.status()).toBe(200)
    await expect(sectionHeadings(spanish, HEADINGS.es)).resolves.toEqual(HEADINGS.es)
    for (const name of HEADINGS.es)
      await expect(region(name, spanish).count(), name).resolves.toBe(1)
    const line = region('Ingredientes y alérgenos', spanish)
      .getByRole('paragraph')
      .filter({ hasText: 'Contiene:' })
    await expect(line.textContent()).resolves.toBe('Contiene: Leche, Huevo, Trigo')
    const methods = region('Preparación y cocción', spanish).getByRole('list', {
      name: 'Instrucciones de cocción',
      exact: true,
    })
    await expect(methods.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
      'Freidora',
      'Horno convencional',
    ])
    await expect(rows(region('Envío y almacenamiento', spanish))).resolves.toContainEqual([
      'Temperatura de almacenamiento',
      '-10°F a 0°F',
    ])
    await spanish.close()
  })
})
