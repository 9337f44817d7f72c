import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../routing/locales'
import { ALL_REGION_IDS } from '../../../routing/regions'
import { BRANDS } from './brands'
import { CATEGORIES } from './categories'
import { MAIN_EDITION_REGIONS, PRODUCTS } from './products'
import type { Allergen, DietaryFlag, Localized } from './types'

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/
const CUT_TYPES = [
  'straight',
  'crinkle',
  'shoestring',
  'steak',
  'wedge',
  'waffle',
  'diced',
  'sliced',
  'mashed',
  'whole',
]
const FREE_OF: Record<Allergen, DietaryFlag> = {
  milk: 'milkFree',
  egg: 'eggFree',
  fish: 'fishFree',
  shellfish: 'shellfishFree',
  'tree nuts': 'treeNutsFree',
  peanuts: 'peanutFree',
  wheat: 'wheatFree',
  soy: 'soyFree',
  sesame: 'sesameSeedsFree',
}
/** How each allergen shows up in the English ingredient statement. */
const ALLERGEN_WORD: Record<Allergen, RegExp> = {
  milk: /\bmilk\b/i,
  egg: /\begg/i,
  fish: /\bfish\b/i,
  shellfish: /\bshellfish|shrimp|crab|lobster\b/i,
  'tree nuts': /\b(almond|walnut|pecan|cashew|pistachio|hazelnut)/i,
  peanuts: /\bpeanut/i,
  wheat: /\bwheat\b/i,
  soy: /\bsoy/i,
  sesame: /\bsesame\b/i,
}
/** Strings that may legitimately read the same in every language. */
const PROPER_NOUNS = new Set(BRANDS.map((brand) => brand.name))

const HANGUL = /[\uac00-\ud7af]/
const KANA_OR_HAN = /[\u3040-\u30ff\u4e00-\u9fff]/
const HAN = /[\u4e00-\u9fff]/
const KANA = /[\u3040-\u30ff]/

function isLocalized(value: unknown): value is Localized {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const keys = Object.keys(value)
  return keys.includes('en') && keys.every((key) => (LOCALES as readonly string[]).includes(key))
}

/** Every Localized value reachable from `value`, with its path for error messages. */
function collectLocalized(value: unknown, path: string, out: [string, Localized][] = []) {
  if (isLocalized(value)) out.push([path, value])
  else if (Array.isArray(value))
    value.forEach((item, i) => collectLocalized(item, `${path}[${i}]`, out))
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) collectLocalized(item, `${path}.${key}`, out)
  return out
}

const ALL_LOCALIZED = [
  ...collectLocalized(BRANDS, 'brands'),
  ...collectLocalized(CATEGORIES, 'categories'),
  ...collectLocalized(PRODUCTS, 'products'),
]

const topLevel = CATEGORIES.filter((category) => !category.parent)
const subcategories = CATEGORIES.filter((category) => category.parent)

describe('brands', () => {
  it('has exactly 4 brands with unique kebab-case slugs and hex colours', () => {
    expect(BRANDS).toHaveLength(4)
    expect(new Set(BRANDS.map((brand) => brand.slug)).size).toBe(4)
    for (const brand of BRANDS) {
      expect(brand.slug).toMatch(KEBAB)
      expect(brand.colour).toMatch(/^#[0-9a-f]{6}$/i)
      expect(brand.name.trim()).not.toBe('')
    }
  })

  it('every brand is used by at least one product', () => {
    const used = new Set(PRODUCTS.map((product) => product.brand))
    expect([...used].sort()).toEqual(BRANDS.map((brand) => brand.slug).sort())
  })
})

describe('categories', () => {
  it('has 8 top-level categories and 2-4 subcategories, all with unique kebab-case slugs', () => {
    expect(topLevel).toHaveLength(8)
    expect(subcategories.length).toBeGreaterThanOrEqual(2)
    expect(subcategories.length).toBeLessThanOrEqual(4)
    expect(new Set(CATEGORIES.map((category) => category.slug)).size).toBe(CATEGORIES.length)
    for (const category of CATEGORIES) expect(category.slug).toMatch(KEBAB)
  })

  it('subcategories name an existing top-level parent', () => {
    const topSlugs = new Set(topLevel.map((category) => category.slug))
    for (const category of subcategories) expect(topSlugs.has(category.parent ?? '')).toBe(true)
  })

  it('every top-level category has at least 3 products and every subcategory at least 1', () => {
    for (const category of topLevel) {
      const count = PRODUCTS.filter((p) => p.categories.includes(category.slug)).length
      expect(count, category.slug).toBeGreaterThanOrEqual(3)
    }
    for (const category of subcategories) {
      const count = PRODUCTS.filter((p) => p.categories.includes(category.slug)).length
      expect(count, category.slug).toBeGreaterThanOrEqual(1)
    }
  })
})

describe('products: identity and references', () => {
  it('has exactly 42 products: 40 and two more sizes of the tots', () => {
    expect(PRODUCTS).toHaveLength(42)
  })

  it('sells the tots in three cut and pack sizes under one marketing name, in every locale', () => {
    const tots = PRODUCTS.filter((p) => p.marketingName.en === 'Crispy Potato Tots')
    expect(tots.map((p) => p.sku)).toEqual(['TF-10011', 'TF-10041', 'TF-10042'])
    expect(new Set(tots.map((p) => JSON.stringify(p.marketingName))).size).toBe(1)
    expect(new Set(tots.map((p) => `${p.cutSize} ${p.casePackDescription}`)).size).toBe(3)
  })

  it('has unique, well-formed skus and slugs', () => {
    expect(new Set(PRODUCTS.map((p) => p.sku)).size).toBe(PRODUCTS.length)
    expect(new Set(PRODUCTS.map((p) => p.slug)).size).toBe(PRODUCTS.length)
    for (const product of PRODUCTS) {
      expect(product.sku).toMatch(/^TF-\d{5}$/)
      expect(product.slug).toMatch(KEBAB)
    }
  })

  it('references only existing brands and categories, with the parent of any subcategory', () => {
    const brandSlugs = new Set(BRANDS.map((brand) => brand.slug))
    const bySlug = new Map(CATEGORIES.map((category) => [category.slug, category]))
    for (const product of PRODUCTS) {
      expect(brandSlugs.has(product.brand), product.sku).toBe(true)
      if (product.subBrand) expect(brandSlugs.has(product.subBrand), product.sku).toBe(true)
      expect(product.categories.length, product.sku).toBeGreaterThan(0)
      for (const slug of product.categories) {
        const category = bySlug.get(slug)
        expect(category, `${product.sku} ${slug}`).toBeDefined()
        if (category?.parent) expect(product.categories, product.sku).toContain(category.parent)
      }
    }
  })

  it('sells most products everywhere and a few only in some regions', () => {
    expect(MAIN_EDITION_REGIONS).toHaveLength(25)
    expect([...MAIN_EDITION_REGIONS].sort()).toEqual([...ALL_REGION_IDS].sort())
    const known = new Set(MAIN_EDITION_REGIONS)
    for (const product of PRODUCTS) {
      expect(product.regions.length, product.sku).toBeGreaterThan(0)
      for (const region of product.regions) expect(known.has(region), region).toBe(true)
    }
    const everywhere = PRODUCTS.filter((p) => p.regions.length === MAIN_EDITION_REGIONS.length)
    expect(everywhere.length).toBeGreaterThanOrEqual(30)
    const only = (regions: string[]) =>
      PRODUCTS.filter((p) => [...p.regions].sort().join() === [...regions].sort().join()).length
    expect(only(['us', 'mexico'])).toBe(3)
    expect(only(['japan', 'korea'])).toBe(2)
    expect(only(['au', 'nz'])).toBe(2)
  })

  it('has distinct publishedDaysAgo values between 1 and 400', () => {
    const days = PRODUCTS.map((p) => p.publishedDaysAgo)
    expect(new Set(days).size).toBe(PRODUCTS.length)
    for (const d of days) {
      expect(Number.isInteger(d)).toBe(true)
      expect(d).toBeGreaterThanOrEqual(1)
      expect(d).toBeLessThanOrEqual(400)
    }
  })

  it('offers samples and distributors on most products and badges on a handful', () => {
    expect(PRODUCTS.filter((p) => p.getASample).length).toBeGreaterThanOrEqual(30)
    expect(PRODUCTS.filter((p) => p.findADistributor).length).toBeGreaterThanOrEqual(30)
    const badges = PRODUCTS.filter((p) => p.badge).length
    expect(badges).toBeGreaterThanOrEqual(4)
    expect(badges).toBeLessThanOrEqual(8)
  })
})

describe('translations', () => {
  it('finds the localized fields (sanity check of the walker)', () => {
    // 4 brands x 2, 11 categories x 2, and per product at least 5 plus steps.
    expect(ALL_LOCALIZED.length).toBeGreaterThan(4 * 2 + 11 * 2 + 40 * 5)
  })

  it('every Localized value has 7 non-empty values', () => {
    for (const [path, value] of ALL_LOCALIZED) {
      expect(Object.keys(value).sort(), path).toEqual([...LOCALES].sort())
      for (const locale of LOCALES) expect(value[locale].trim(), `${path}.${locale}`).not.toBe('')
    }
  })

  it('non-English values are translations, not copies of the English', () => {
    for (const [path, value] of ALL_LOCALIZED) {
      if (PROPER_NOUNS.has(value.en)) continue
      for (const locale of LOCALES) {
        if (locale === 'en') continue
        expect(value[locale], `${path}.${locale}`).not.toBe(value.en)
      }
    }
  })

  it('Korean, Japanese and Chinese values are written in their own scripts', () => {
    for (const [path, value] of ALL_LOCALIZED) {
      expect(value['ko-KR'], `${path}.ko-KR`).toMatch(HANGUL)
      expect(value['ja-JP'], `${path}.ja-JP`).toMatch(KANA_OR_HAN)
      expect(value['ja-JP'], `${path}.ja-JP`).not.toMatch(HANGUL)
      expect(value.zh, `${path}.zh`).toMatch(HAN)
      expect(value.zh, `${path}.zh`).not.toMatch(KANA)
      expect(value.zh, `${path}.zh`).not.toMatch(HANGUL)
    }
  })

  it('uses Argentine vocabulary in es-AR where it differs', () => {
    const avocado = PRODUCTS.filter((p) => p.categories.includes('avocado'))
    for (const product of avocado) {
      expect(product.ingredients.es).toMatch(/aguacate/i)
      expect(product.ingredients['es-AR']).toMatch(/palta/i)
      expect(product.ingredients['es-AR']).not.toMatch(/aguacate/i)
    }
  })
})

describe('allergens and dietary flags', () => {
  it('never claims to be free of an allergen it contains', () => {
    for (const product of PRODUCTS) {
      for (const allergen of product.contains) {
        expect(product.dietaryFlags, `${product.sku} ${allergen}`).not.toContain(FREE_OF[allergen])
      }
    }
  })

  it('wheat excludes gluten-free claims; milk and egg exclude vegan; vegan implies vegetarian', () => {
    for (const product of PRODUCTS) {
      const flags = new Set(product.dietaryFlags)
      if (product.contains.includes('wheat')) {
        expect(flags.has('wheatFree'), product.sku).toBe(false)
        expect(flags.has('glutenFree'), product.sku).toBe(false)
        expect(flags.has('noGluten'), product.sku).toBe(false)
      }
      if (
        ['milk', 'egg', 'fish', 'shellfish'].some((a) => product.contains.includes(a as Allergen))
      )
        expect(flags.has('vegan'), product.sku).toBe(false)
      if (flags.has('vegan')) expect(flags.has('vegetarian'), product.sku).toBe(true)
      if (flags.has('glutenFree'))
        expect(product.ingredients.en, product.sku).not.toMatch(/barley/i)
    }
  })

  it('lists an allergen exactly when the English ingredients mention it', () => {
    for (const product of PRODUCTS) {
      for (const allergen of Object.keys(ALLERGEN_WORD) as Allergen[]) {
        const mentioned = ALLERGEN_WORD[allergen].test(product.ingredients.en)
        expect(product.contains.includes(allergen), `${product.sku} ${allergen}`).toBe(mentioned)
      }
    }
  })

  it('has consistent dietary flags for specific products', () => {
    for (const product of PRODUCTS) {
      const flags = new Set(product.dietaryFlags)
      if (product.categories.includes('avocado')) {
        expect(flags.has('vegan'), product.sku).toBe(true)
        expect(product.contains, product.sku).toEqual([])
      }
      if (flags.has('cornFree'))
        expect(product.ingredients.en, product.sku).not.toMatch(/corn|dextrose/i)
      if (flags.has('lowFat'))
        expect(product.nutrition.totalFatG, product.sku).toBeLessThanOrEqual(3)
      if (flags.has('lowSodium'))
        expect(product.nutrition.sodiumMg, product.sku).toBeLessThanOrEqual(140)
      if (flags.has('zeroGramsTransFat'))
        expect(product.nutrition.transFatG, product.sku).toBeLessThan(0.5)
      if (flags.has('smartSnacks')) {
        expect(flags.has('k12'), product.sku).toBe(true)
        expect(product.nutrition.calories, product.sku).toBeLessThanOrEqual(200)
        expect(product.nutrition.sodiumMg, product.sku).toBeLessThanOrEqual(230)
      }
      expect(new Set(product.dietaryFlags).size, product.sku).toBe(product.dietaryFlags.length)
      expect(new Set(product.contains).size, product.sku).toBe(product.contains.length)
    }
  })

  it('ties the K-12 flag, K-12 values and spec sheet together on about 10 products', () => {
    for (const product of PRODUCTS) {
      const hasValues = product.k12 !== undefined && Object.keys(product.k12).length > 0
      expect(product.showK12Sheet, product.sku).toBe(hasValues)
      expect(product.dietaryFlags.includes('k12'), product.sku).toBe(hasValues)
      for (const amount of Object.values(product.k12 ?? {})) expect(amount).toBeGreaterThan(0)
    }
    const k12 = PRODUCTS.filter((p) => p.showK12Sheet).length
    expect(k12).toBeGreaterThanOrEqual(8)
    expect(k12).toBeLessThanOrEqual(12)
  })
})

describe('nutrition', () => {
  it('has non-negative amounts and sensible relations between them', () => {
    for (const product of PRODUCTS) {
      const n = product.nutrition
      const amounts = Object.entries(n).filter(([, v]) => typeof v === 'number') as [
        string,
        number,
      ][]
      for (const [key, amount] of amounts) {
        expect(Number.isFinite(amount), `${product.sku} ${key}`).toBe(true)
        expect(amount, `${product.sku} ${key}`).toBeGreaterThanOrEqual(0)
      }
      expect(n.servingSizeGrams, product.sku).toBeGreaterThan(0)
      expect(n.servingsPerCase, product.sku).toBeGreaterThan(0)
      expect(n.saturatedFatG + n.transFatG, product.sku).toBeLessThanOrEqual(n.totalFatG)
      expect(n.dietaryFiberG, product.sku).toBeLessThanOrEqual(n.totalCarbohydrateG)
      expect(n.totalSugarsG, product.sku).toBeLessThanOrEqual(n.totalCarbohydrateG)
      expect(n.addedSugarsG, product.sku).toBeLessThanOrEqual(n.totalSugarsG)
      const macros = n.totalFatG + n.totalCarbohydrateG + n.proteinG
      expect(macros, product.sku).toBeLessThanOrEqual(n.servingSizeGrams)
    }
  })

  it('has calories that match the macronutrients', () => {
    for (const product of PRODUCTS) {
      const n = product.nutrition
      const atwater = 9 * n.totalFatG + 4 * n.totalCarbohydrateG + 4 * n.proteinG
      expect(Math.abs(n.calories - atwater), product.sku).toBeLessThanOrEqual(
        Math.max(10, atwater * 0.2),
      )
    }
  })

  it('only reports added sugars when a sweetener is an ingredient', () => {
    for (const product of PRODUCTS) {
      if (product.nutrition.addedSugarsG > 0)
        expect(product.ingredients.en, product.sku).toMatch(/sugar|dextrose|honey/i)
    }
  })

  it('has no cholesterol in products without animal ingredients', () => {
    for (const product of PRODUCTS) {
      if (product.dietaryFlags.includes('vegan'))
        expect(product.nutrition.cholesterolMg, product.sku).toBe(0)
    }
  })
})

describe('specifications and preparation', () => {
  it('has realistic food-service case specs', () => {
    for (const product of PRODUCTS) {
      const { length, width, height } = product.dimensionsIn
      expect(product.netWeightLb, product.sku).toBeGreaterThan(0)
      expect(product.grossWeightLb, product.sku).toBeGreaterThan(product.netWeightLb)
      expect(product.caseCube, product.sku).toBeCloseTo((length * width * height) / 1728, 2)
      expect(product.tixHi, product.sku).toMatch(/^\d+x\d+$/)
      expect(product.casePackDescription, product.sku).toMatch(/^\d+\/\d+(\.\d+)? (lb|oz)$/)
      expect(product.shelfLifeDays, product.sku).toBeGreaterThanOrEqual(540)
      expect(product.shelfLifeDays, product.sku).toBeLessThanOrEqual(730)
      expect(product.storageTempLowF, product.sku).toBeLessThan(product.storageTempHighF)
      expect(product.storageTempLowF, product.sku).toBeGreaterThanOrEqual(-10)
      expect(product.storageTempHighF, product.sku).toBeLessThanOrEqual(0)
      expect(product.packagingCategory.trim(), product.sku).not.toBe('')
      expect(product.manufactureCountry.trim(), product.sku).not.toBe('')
    }
  })

  it('has net weight consistent with the case pack', () => {
    for (const product of PRODUCTS) {
      const match = /^(\d+)\/(\d+(?:\.\d+)?) (lb|oz)$/.exec(product.casePackDescription)
      expect(match, product.sku).not.toBeNull()
      if (!match) continue
      const perUnitLb = Number(match[2]) / (match[3] === 'oz' ? 16 : 1)
      expect(product.netWeightLb, product.sku).toBeCloseTo(Number(match[1]) * perUnitLb, 1)
    }
  })

  it('has 1-3 cut types from the known set', () => {
    for (const product of PRODUCTS) {
      expect(product.cutTypes.length, product.sku).toBeGreaterThanOrEqual(1)
      expect(product.cutTypes.length, product.sku).toBeLessThanOrEqual(3)
      for (const cut of product.cutTypes) expect(CUT_TYPES, product.sku).toContain(cut)
    }
  })

  it('has 1-3 preparation instructions with 2-4 steps each', () => {
    for (const product of PRODUCTS) {
      const { instructions } = product.preparation
      expect(instructions.length, product.sku).toBeGreaterThanOrEqual(1)
      expect(instructions.length, product.sku).toBeLessThanOrEqual(3)
      for (const instruction of instructions) {
        expect(instruction.minutes, product.sku).toBeGreaterThan(0)
        expect(instruction.steps.length, product.sku).toBeGreaterThanOrEqual(2)
        expect(instruction.steps.length, product.sku).toBeLessThanOrEqual(4)
        if (instruction.method === 'thaw') continue
        expect(instruction.temperatureF, product.sku).toBeGreaterThanOrEqual(300)
        expect(instruction.temperatureF, product.sku).toBeLessThanOrEqual(450)
        // The steps quote the instruction's own temperature.
        const text = instruction.steps.map((step) => step.en).join(' ')
        expect(text, product.sku).toContain(`${instruction.temperatureF}°F`)
      }
    }
  })
})
