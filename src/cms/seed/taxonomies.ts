import type { Locale } from '../../routing/locales'
import {
  FRY_SPECIFICATION_NAMES,
  FRY_TYPE_NAMES,
  PRODUCT_SERVICE_NAMES,
  SEASONING_NAMES,
  VARIETY_NAMES,
} from './data/product-taxonomies'
import { CUT_TYPE_NAMES, PREPARATION_METHOD_NAMES } from './data/terms'
import type { SeedProduct } from './data/types'
import { createLocalized, type SeedContext } from './context'

const NAMES = {
  'cut-types': CUT_TYPE_NAMES,
  'fry-types': FRY_TYPE_NAMES,
  'fry-specifications': FRY_SPECIFICATION_NAMES,
  seasonings: SEASONING_NAMES,
  varieties: VARIETY_NAMES,
  'preparation-methods': PREPARATION_METHOD_NAMES,
  'product-services': PRODUCT_SERVICE_NAMES,
} satisfies Record<string, Record<string, Record<Locale, string>>>

export type TaxonomySlug = keyof typeof NAMES

/** Each taxonomy's document ids by key. */
export type TaxonomyIds = Record<TaxonomySlug, Map<string, number>>

export async function seedTaxonomies(ctx: SeedContext): Promise<TaxonomyIds> {
  const ids = {} as TaxonomyIds
  for (const [collection, names] of Object.entries(NAMES) as [
    TaxonomySlug,
    typeof NAMES.seasonings,
  ][]) {
    ids[collection] = new Map()
    for (const [key, name] of Object.entries(names)) {
      const id = await createLocalized(ctx, collection, { key }, (locale) => ({
        name: name[locale],
      }))
      ids[collection].set(key, id)
    }
  }
  ctx.log(`catalogue: ${Object.keys(ids).length} taxonomies`)
  return ids
}

/** The ids of every taxonomy value each product field names, read back from the database. */
export async function readTaxonomyIds(ctx: SeedContext): Promise<TaxonomyIds> {
  const ids = {} as TaxonomyIds
  for (const collection of Object.keys(NAMES) as TaxonomySlug[]) {
    const { docs } = await ctx.payload.find({
      collection,
      limit: 0,
      depth: 0,
      overrideAccess: true,
    })
    ids[collection] = new Map(docs.map((doc) => [doc.key, doc.id]))
  }
  return ids
}

/** The product's taxonomy fields; every method its preparation steps use is one it can be made with. */
export function taxonomyLinks(product: SeedProduct, ids: TaxonomyIds) {
  const many = (collection: TaxonomySlug, keys: readonly string[]) =>
    [...new Set(keys)].flatMap((key) => ids[collection].get(key) ?? [])
  const methods = product.preparation.instructions.map((step) => step.method)
  return {
    cutTypes: many('cut-types', product.cutTypes),
    fryType: ids['fry-types'].get(product.fryType),
    variety: product.variety ? ids.varieties.get(product.variety) : undefined,
    frySpecifications: many('fry-specifications', product.frySpecifications),
    seasonings: many('seasonings', product.seasonings),
    preparationMethods: many('preparation-methods', methods),
    preparationMethodType: methods[0] ? ids['preparation-methods'].get(methods[0]) : undefined,
    productServices: many('product-services', product.productServices),
  }
}
