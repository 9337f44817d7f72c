import type { FavoritePayload } from '@/lib/analytics'
import type { FavoriteKind, FavoriteTarget } from './entry'

/** A product by SKU, a recipe by slug; a product stored without its SKU has a blank one (dropped). */
export const favoritePayload = (kind: FavoriteKind, target: FavoriteTarget): FavoritePayload =>
  kind === 'products'
    ? { item_type: 'product', sku: target.sku ?? '' }
    : { item_type: 'recipe', slug: target.slug }
