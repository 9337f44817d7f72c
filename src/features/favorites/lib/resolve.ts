import {
  listProductCardsBySkus,
  listProductCardsBySlugs,
  MAX_PRODUCT_LOOKUP,
  type ProductCard,
} from '@/content/products'
import type { ContentScope } from '@/content/scope'
import type { FavoriteEntry } from './entry'

interface FavoriteMetadata {
  slug: string
  favoriteTimestamp: string
}

export type FavoriteProduct = ProductCard & FavoriteMetadata & { contentType: 'Product' }

export type FavoriteRecipe<Card extends { slug: string }> = Card &
  FavoriteMetadata & { contentType: 'Recipe' }

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

async function cardsBySkus(scope: ContentScope, skus: readonly string[]): Promise<ProductCard[]> {
  const pages = await Promise.all(
    chunks(skus, MAX_PRODUCT_LOOKUP).map((part) => listProductCardsBySkus(scope, part)),
  )
  return pages.flat()
}

async function cardsBySlugs(
  scope: ContentScope,
  slugs: readonly string[],
): Promise<(ProductCard & { slug: string })[]> {
  const pages = await Promise.all(
    chunks(slugs, MAX_PRODUCT_LOOKUP).map((part) => listProductCardsBySlugs(scope, part)),
  )
  return pages.flat()
}

// Spec §7: sku matches first, then slug matches for (older) entries without a sku.
export async function resolveProductFavorites(
  scope: ContentScope,
  entries: readonly FavoriteEntry[],
): Promise<FavoriteProduct[]> {
  const bySku = new Map(
    entries.flatMap((entry) => (entry.sku ? [[entry.sku, entry] as const] : [])),
  )
  const slugOnly = entries.filter((entry) => !entry.sku)
  const [skuCards, slugCards] = await Promise.all([
    cardsBySkus(scope, [...bySku.keys()]),
    cardsBySlugs(
      scope,
      slugOnly.map((entry) => entry.slug),
    ),
  ])
  const items: FavoriteProduct[] = skuCards.flatMap((card) => {
    const entry = bySku.get(card.sku)
    return entry
      ? [
          {
            ...card,
            contentType: 'Product' as const,
            slug: entry.slug,
            favoriteTimestamp: entry.favoriteTimestamp,
          },
        ]
      : []
  })
  const included = new Set(items.map((item) => item.sku))
  const cardBySlug = new Map(slugCards.map((card) => [card.slug, card]))
  for (const entry of slugOnly) {
    const card = cardBySlug.get(entry.slug)
    if (!card || included.has(card.sku)) continue
    included.add(card.sku)
    items.push({ ...card, contentType: 'Product', favoriteTimestamp: entry.favoriteTimestamp })
  }
  return items
}

export async function resolveRecipeFavorites<Card extends { slug: string }>(
  entries: readonly FavoriteEntry[],
  lookup: (slugs: readonly string[]) => Promise<readonly Card[]>,
): Promise<FavoriteRecipe<Card>[]> {
  if (entries.length === 0) return []
  const cards = new Map(
    (await lookup(entries.map((entry) => entry.slug))).map((card) => [card.slug, card]),
  )
  return entries.flatMap((entry) => {
    const card = cards.get(entry.slug)
    return card
      ? [{ ...card, contentType: 'Recipe' as const, favoriteTimestamp: entry.favoriteTimestamp }]
      : []
  })
}
