import type { Locale } from '../../../routing/locales'

/** Copy in every locale the CMS holds; the seed writes each into its locale. */
export type Localized = Record<Locale, string>

/** Paragraphs of body copy per locale (rich text is built from them). */
export type LocalizedParagraphs = Record<Locale, string[]>

export type Allergen =
  'milk' | 'egg' | 'fish' | 'shellfish' | 'tree nuts' | 'peanuts' | 'wheat' | 'soy' | 'sesame'

export type DietaryFlag =
  | 'cornFree'
  | 'eggFree'
  | 'fishFree'
  | 'glutenFree'
  | 'milkFree'
  | 'peanutFree'
  | 'sesameSeedsFree'
  | 'shellfishFree'
  | 'soyFree'
  | 'sulfiteFree'
  | 'treeNutsFree'
  | 'wheatFree'
  | 'vegan'
  | 'vegetarian'
  | 'kosher'
  | 'halal'
  | 'lowSodium'
  | 'lowFat'
  | 'noGluten'
  | 'lowGluten'
  | 'smartSnacks'
  | 'k12'
  | 'zeroGramsTransFat'
  | 'mscAscCertified'

export type PreparationMethod =
  'fryer' | 'oven' | 'convection-oven' | 'air-fryer' | 'griddle' | 'thaw'

export type FryType =
  | 'fries'
  | 'specialty-potatoes'
  | 'hash-browns'
  | 'sweet-potatoes'
  | 'appetizers'
  | 'vegetables'
  | 'avocado'
  | 'onion-rings'

export type FrySpecification =
  | 'skin-on'
  | 'skinless'
  | 'par-fried'
  | 'fully-cooked'
  | 'battered'
  | 'breaded'
  | 'clear-coat'
  | 'formed'
  | 'extended-hold'
  | 'blanched'
  | 'iqf'
  | 'high-pressure-processed'

export type Seasoning =
  | 'unseasoned'
  | 'lightly-salted'
  | 'sea-salt'
  | 'seasoned'
  | 'spicy'
  | 'garlic'
  | 'cheese'
  | 'herb'
  | 'sweet'

export type Variety =
  | 'russet'
  | 'orange-sweet-potato'
  | 'red-kumara'
  | 'hass'
  | 'sweet-onion'
  | 'yellow-onion'
  | 'jalapeno'
  | 'cauliflower'
  | 'zucchini'
  | 'button-mushroom'
  | 'broccoli'
  | 'super-sweet-corn'
  | 'nantes-carrot'
  | 'blue-lake-bean'

export type ProductService =
  | 'k-12'
  | 'quick-service'
  | 'fast-casual'
  | 'casual-dining'
  | 'bars-and-pubs'
  | 'cafes'
  | 'delivery'
  | 'healthcare'
  | 'colleges'
  | 'hotels'

/** Nutrient amounts per serving (grams unless named). Every regional panel is derived from these. */
export interface NutritionBase {
  servingSizeGrams: number
  householdServingSize: Localized
  servingsPerCase: number
  calories: number
  totalFatG: number
  saturatedFatG: number
  transFatG: number
  cholesterolMg: number
  sodiumMg: number
  totalCarbohydrateG: number
  dietaryFiberG: number
  totalSugarsG: number
  addedSugarsG: number
  proteinG: number
  vitaminDMcg: number
  calciumMg: number
  ironMg: number
  potassiumMg: number
}

export interface SeedBrand {
  slug: string
  name: string
  tagline: Localized
  description: Localized
  /** Hex colour used to generate its logo locally. */
  colour: string
}

export interface SeedCategory {
  slug: string
  name: Localized
  description: Localized
  /** Slug of the parent category for subcategories, absent for top-level ones. */
  parent?: string
}

export interface SeedProduct {
  sku: string
  slug: string
  brand: string
  subBrand?: string
  categories: string[]
  /** Region ids where the product is sold; the seed tags it for them. */
  regions: string[]
  marketingName: Localized
  generalDescription: Localized
  benefits: Localized
  ingredients: Localized
  contains: Allergen[]
  dietaryFlags: DietaryFlag[]
  badge?: Localized
  cutTypes: string[]
  fryType: FryType
  /** Absent when no single crop makes the product (cheese sticks, a vegetable medley). */
  variety?: Variety
  frySpecifications: FrySpecification[]
  seasonings: Seasoning[]
  productServices: ProductService[]
  cutSize: string
  packSize: string
  diameter?: string
  casePackDescription: string
  grossWeightLb: number
  netWeightLb: number
  manufactureCountry: string
  dimensionsIn: { length: number; width: number; height: number }
  caseCube: number
  tixHi: string
  shelfLifeDays: number
  storageTempLowF: number
  storageTempHighF: number
  packagingCategory: string
  preparation: {
    description: Localized
    instructions: {
      method: PreparationMethod
      minutes: number
      temperatureF?: number
      steps: Localized[]
    }[]
  }
  k12?: Partial<
    Record<
      | 'refrigerable'
      | 'starchy'
      | 'redOrange'
      | 'other'
      | 'meatAlternate'
      | 'grains'
      | 'fruit'
      | 'darkGreen'
      | 'beansLegumes'
      | 'additional',
      number
    >
  >
  getASample: boolean
  findADistributor: boolean
  showK12Sheet: boolean
  nutrition: NutritionBase
  /** Days before the seed's fixed reference date this product was published (orders "newest"). */
  publishedDaysAgo: number
}
