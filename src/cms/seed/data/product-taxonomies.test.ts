import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../routing/locales'
import {
  FRY_SPECIFICATION_NAMES,
  FRY_TYPE_NAMES,
  PRODUCT_SERVICE_NAMES,
  SEASONING_NAMES,
  VARIETY_NAMES,
} from './product-taxonomies'
import { PRODUCTS } from './products'
import type { Localized, SeedProduct } from './types'

const TABLES: Record<string, [Record<string, Localized>, (p: SeedProduct) => string[]]> = {
  'fry types': [FRY_TYPE_NAMES, (p) => [p.fryType]],
  'fry specifications': [FRY_SPECIFICATION_NAMES, (p) => p.frySpecifications],
  seasonings: [SEASONING_NAMES, (p) => p.seasonings],
  varieties: [VARIETY_NAMES, (p) => (p.variety ? [p.variety] : [])],
  'product services': [PRODUCT_SERVICE_NAMES, (p) => p.productServices],
}

describe.each(Object.entries(TABLES))('%s', (_, [names, valuesOf]) => {
  it('names every value in every locale, no two alike', () => {
    for (const locale of LOCALES) {
      const inLocale = Object.values(names).map((name) => name[locale].trim())
      expect(inLocale.every(Boolean), locale).toBe(true)
      expect(new Set(inLocale).size, locale).toBe(inLocale.length)
    }
  })

  it('has no value that no product carries, so no filter option comes up empty', () => {
    const used = new Set(PRODUCTS.flatMap(valuesOf))
    expect(Object.keys(names).filter((key) => !used.has(key))).toEqual([])
  })
})

describe('products and their taxonomy values', () => {
  it('carry a specification, a seasoning and a service each, none twice', () => {
    for (const product of PRODUCTS) {
      for (const values of [
        product.frySpecifications,
        product.seasonings,
        product.productServices,
      ]) {
        expect(values.length, product.sku).toBeGreaterThan(0)
        expect(new Set(values).size, product.sku).toBe(values.length)
      }
    }
  })

  it('serve K-12 schools exactly when they carry a K-12 specification sheet', () => {
    const k12 = PRODUCTS.filter((product) => product.productServices.includes('k-12'))
    expect(k12.map((product) => product.sku)).toEqual(
      PRODUCTS.filter((product) => product.showK12Sheet).map((product) => product.sku),
    )
  })

  it('are unseasoned only alone and only with no salt in the ingredients', () => {
    for (const product of PRODUCTS.filter((p) => p.seasonings.includes('unseasoned'))) {
      expect(product.seasonings, product.sku).toEqual(['unseasoned'])
      expect(product.ingredients.en, product.sku).not.toMatch(/\bsalt\b/i)
    }
  })

  it('are never both skin-on and skinless', () => {
    const both = PRODUCTS.filter(
      (p) => p.frySpecifications.includes('skin-on') && p.frySpecifications.includes('skinless'),
    )
    expect(both).toEqual([])
  })

  it('name the variety of the crop their ingredients start with', () => {
    for (const product of PRODUCTS) {
      const first = product.ingredients.en.split(',')[0]
      if (first === 'Potatoes') expect(product.variety, product.sku).toBe('russet')
      if (first === 'Sweet potatoes')
        expect(product.variety, product.sku).toMatch(/sweet-potato|kumara/)
      if (first === 'Hass avocados') expect(product.variety, product.sku).toBe('hass')
      if (first === 'Onions') expect(product.variety, product.sku).toMatch(/onion$/)
    }
    const withoutVariety = PRODUCTS.filter((product) => !product.variety)
    expect(withoutVariety.map((product) => product.marketingName.en)).toEqual([
      'Breaded Mozzarella Sticks',
      'Roasted Vegetable Medley',
    ])
  })
})
