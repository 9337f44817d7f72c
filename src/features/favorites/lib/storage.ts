import { isRecord } from '@/lib/is-record'
import { regionTag } from '@/routing/regions'
import {
  entryKey,
  type FavoriteEntry,
  type FavoriteKind,
  type FavoriteTarget,
  matches,
  parseEntry,
} from './entry'

export interface StoredFavorites {
  favorites: FavoriteEntry[]
  regionTag: string
}

/** Enough for any real list while keeping a tampered value from growing without bound. */
export const MAX_FAVORITES = 200

export function storageKey(kind: FavoriteKind, regionId: string): string {
  return `favorite_${kind}_${regionId}`
}

export function emptyFavorites(regionId: string): StoredFavorites {
  return { favorites: [], regionTag: regionTag(regionId) }
}

// Recipe lists written before the rename kept it under `favoriteRecipes`.
function rawList(kind: FavoriteKind, value: Record<string, unknown>): unknown[] | null {
  if (Array.isArray(value.favorites)) return value.favorites
  if (kind === 'recipes' && Array.isArray(value.favoriteRecipes)) return value.favoriteRecipes
  return null
}

export function cleanEntries(kind: FavoriteKind, list: readonly unknown[]): FavoriteEntry[] {
  const seen = new Set<string>()
  const kept: FavoriteEntry[] = []
  for (const raw of list) {
    const entry = parseEntry(kind, raw)
    if (!entry || seen.has(entryKey(kind, entry))) continue
    seen.add(entryKey(kind, entry))
    kept.push(entry)
    if (kept.length === MAX_FAVORITES) break
  }
  return kept
}

// Bad entries are dropped one by one, so tampering costs at most the tampered entries.
export function parseStoredFavorites(kind: FavoriteKind, regionId: string) {
  const tag = regionTag(regionId)
  return (value: unknown): StoredFavorites | null => {
    if (!isRecord(value)) return null
    if (value.regionTag !== undefined && value.regionTag !== tag) return null
    const list = rawList(kind, value)
    return list ? { favorites: cleanEntries(kind, list), regionTag: tag } : null
  }
}

export function hasFavorite(
  kind: FavoriteKind,
  stored: StoredFavorites,
  target: FavoriteTarget,
): boolean {
  return stored.favorites.some((entry) => matches(kind, entry, target))
}

export function removeFavorite(
  kind: FavoriteKind,
  stored: StoredFavorites,
  target: FavoriteTarget,
): StoredFavorites {
  return { ...stored, favorites: stored.favorites.filter((entry) => !matches(kind, entry, target)) }
}

export function addFavorite(
  kind: FavoriteKind,
  stored: StoredFavorites,
  target: FavoriteTarget,
  now = new Date(),
): StoredFavorites {
  const entry: FavoriteEntry =
    kind === 'products' && target.sku
      ? { slug: target.slug, sku: target.sku, favoriteTimestamp: now.toISOString() }
      : { slug: target.slug, favoriteTimestamp: now.toISOString() }
  const rest = removeFavorite(kind, stored, target).favorites
  return { ...stored, favorites: cleanEntries(kind, [entry, ...rest]) }
}
