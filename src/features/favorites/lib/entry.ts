// zod/mini: this runs in the browser too, where the full zod would weigh more than the feature.
import { z } from 'zod/mini'

export type FavoriteKind = 'products' | 'recipes'

/** Spec "Favorite entry in browser storage"; the sku is kept for products only. */
export interface FavoriteEntry {
  slug: string
  sku?: string
  /** ISO 8601, UTC: when the visitor added it. */
  favoriteTimestamp: string
}

/** What identifies an item on the page: products by sku (slug for old entries), recipes by slug. */
export interface FavoriteTarget {
  slug: string
  sku?: string
}

// The same shapes the content reads accept, so nothing else is ever sent to the CMS.
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/
const SLUG = /^[a-z0-9][a-z0-9-]{0,127}$/

/** Epoch milliseconds from older writers are accepted too; parseEntry stores them as ISO. */
const timestamp = z.union([z.iso.datetime(), z.int().check(z.nonnegative(), z.maximum(8.64e15))])

const productEntry = z.object({
  slug: z.string().check(z.regex(SLUG)),
  sku: z.nullish(z.string().check(z.regex(SKU))),
  favoriteTimestamp: timestamp,
})

const recipeEntry = z.object({ slug: z.string().check(z.regex(SLUG)), favoriteTimestamp: timestamp })

export const entrySchema = { products: productEntry, recipes: recipeEntry } as const

/** An entry's identity for de-duplication: products by sku, recipes (and sku-less products) by slug. */
export function entryKey(kind: FavoriteKind, entry: FavoriteTarget): string {
  return kind === 'products' && entry.sku ? `sku:${entry.sku}` : `slug:${entry.slug}`
}

export function matches(kind: FavoriteKind, entry: FavoriteTarget, target: FavoriteTarget): boolean {
  if (kind === 'products' && entry.sku && target.sku) return entry.sku === target.sku
  return entry.slug === target.slug
}

const isoTimestamp = (at: string | number) => (typeof at === 'number' ? new Date(at).toISOString() : at)

/** One stored entry, or null when it is malformed or of the wrong shape. */
export function parseEntry(kind: FavoriteKind, value: unknown): FavoriteEntry | null {
  if (kind === 'recipes') {
    const recipe = recipeEntry.safeParse(value)
    return recipe.success ? { slug: recipe.data.slug, favoriteTimestamp: isoTimestamp(recipe.data.favoriteTimestamp) } : null
  }
  const product = productEntry.safeParse(value)
  if (!product.success) return null
  const { slug, sku, favoriteTimestamp } = product.data
  return sku ? { slug, sku, favoriteTimestamp: isoTimestamp(favoriteTimestamp) } : { slug, favoriteTimestamp: isoTimestamp(favoriteTimestamp) }
}
