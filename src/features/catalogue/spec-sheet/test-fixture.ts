// Test data only: a product as the CMS returns a seeded one, in one locale.
import { PRODUCTS } from '@/cms/seed/data/products'
import { ALLERGEN_NAMES, NUTRITION_TITLE_JA, PREPARATION_METHOD_NAMES } from '@/cms/seed/data/terms'
import { anzPanel, japanPanel, koreaPanel, usPanel } from '@/cms/seed/nutrition'
import type { Locale } from '@/routing/locales'
import { DIETARY_FLAG_LABELS } from '../specifications/flags'
import type { SheetProduct } from './sheet-model'

export function seededProduct(sku: string, locale: Locale): SheetProduct {
  const seeded = PRODUCTS.find((entry) => entry.sku === sku)
  if (!seeded) throw new Error(`${sku} is not seeded`)
  const n = seeded.nutrition
  const flags = Object.fromEntries(
    Object.keys(DIETARY_FLAG_LABELS).map((flag) => [
      flag,
      seeded.dietaryFlags.includes(flag as never),
    ]),
  )
  const { length, width, height } = seeded.dimensionsIn
  const product = {
    sku: seeded.sku,
    slug: seeded.slug,
    marketingName: seeded.marketingName[locale],
    brand: { id: 1, name: 'Terrafield Classic', slug: seeded.brand },
    subBrand: null,
    casePackDescription: seeded.casePackDescription,
    grossWeight: `${seeded.grossWeightLb} lb`,
    netWeight: `${seeded.netWeightLb} lb`,
    manufactureCountry: seeded.manufactureCountry,
    k12Flag: seeded.k12 !== undefined,
    showK12Sheet: seeded.showK12Sheet,
    specificationFlags: [
      { id: 'f1', title: 'Kosher', key: 'kosher', hideIconTitle: false, icon: null },
      { id: 'f2', title: 'Made in USA', key: 'usa', hideIconTitle: false, icon: null },
    ],
    ingredients: seeded.ingredients[locale],
    contains: seeded.contains.map((allergen) => ALLERGEN_NAMES[allergen][locale]).join(', '),
    ingredientDisclaimerText: null,
    ingredientDisclaimerLink: null,
    dietaryFlags: flags,
    k12: seeded.k12 ?? null,
    length,
    lengthUnit: 'in',
    width,
    widthUnit: 'in',
    height,
    heightUnit: 'in',
    caseCube: seeded.caseCube,
    tixHi: seeded.tixHi,
    shelfLife: seeded.shelfLifeDays,
    storageTempLow: seeded.storageTempLowF,
    storageTempHigh: seeded.storageTempHighF,
    storageTempUoM: 'F',
    packagingCategory: seeded.packagingCategory,
    preparationDescription: seeded.preparation.description[locale],
    preparationMethodType: null,
    preparationTime: null,
    preparationTemperature: null,
    preparationInstructions: seeded.preparation.instructions.map((step, index) => ({
      id: `p${index}`,
      methodName: PREPARATION_METHOD_NAMES[step.method][locale],
      description: null,
      icon: null,
      bullets: step.steps.map((text, bullet) => ({
        id: `b${index}-${bullet}`,
        text: text[locale],
      })),
    })),
    hideNutritionalFactPanel: false,
    nutritionUs: {
      ...usPanel(n, seeded.ingredients[locale]),
      householdServingSize: n.householdServingSize[locale],
    },
    nutritionAnz: anzPanel(n),
    nutritionJapan: japanPanel(n, NUTRITION_TITLE_JA, seeded.ingredients['ja-JP']),
    nutritionKorea: koreaPanel(n),
  }
  return product as unknown as SheetProduct
}
