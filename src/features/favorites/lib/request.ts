import { z } from 'zod'
import { type FavoriteEntry, parseEntry } from './entry'
import { MAX_FAVORITES } from './storage'

/** The browser posts at most MAX_FAVORITES small entries; anything near this limit is not ours. */
export const FAVORITES_BODY_LIMIT = 64 * 1024

/** POST /api/favorites: the list island sends its stored entries, the handler validates the same shape. */
export const favoritesRequestSchema = z.object({
  regionId: z.string().max(64),
  locale: z.string().max(16),
  // Recipes join when recipe cards can be read (resolveRecipeFavorites).
  kind: z.literal('products'),
  favorites: z.array(z.custom<FavoriteEntry>((value) => parseEntry('products', value) !== null, 'Not a favorites entry')).max(MAX_FAVORITES),
})

export type FavoritesRequest = z.input<typeof favoritesRequestSchema>
