import { z } from 'zod'
import { type FavoriteEntry, type FavoriteKind, parseEntry } from './entry'
import { MAX_FAVORITES } from './storage'

/** The browser posts at most MAX_FAVORITES small entries; anything near this limit is not ours. */
export const FAVORITES_BODY_LIMIT = 64 * 1024

const entries = (kind: FavoriteKind) =>
  z
    .array(
      z.custom<FavoriteEntry>((value) => parseEntry(kind, value) !== null, 'Not a favorites entry'),
    )
    .max(MAX_FAVORITES)

const base = { regionId: z.string().max(64), locale: z.string().max(16) }

export const favoritesRequestSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('products'), favorites: entries('products') }),
  z.object({ ...base, kind: z.literal('recipes'), favorites: entries('recipes') }),
])

export type FavoritesRequest = z.input<typeof favoritesRequestSchema>
