import { SKU_PATTERN } from '@/lib/sku'
import { epochMillis, fieldsOf, isoDateTime, patternString } from '@/lib/stored-fields'

export type FavoriteKind = 'products' | 'recipes'

export interface FavoriteEntry {
  slug: string
  sku?: string
  /** ISO 8601, UTC. */
  favoriteTimestamp: string
}

export interface FavoriteTarget {
  slug: string
  sku?: string
}

// The same shapes the content reads accept, so nothing else is ever sent to the CMS.
const SLUG = /^[a-z0-9][a-z0-9-]{0,127}$/

export function entryKey(kind: FavoriteKind, entry: FavoriteTarget): string {
  return kind === 'products' && entry.sku ? `sku:${entry.sku}` : `slug:${entry.slug}`
}

export function matches(
  kind: FavoriteKind,
  entry: FavoriteTarget,
  target: FavoriteTarget,
): boolean {
  if (kind === 'products' && entry.sku && target.sku) return entry.sku === target.sku
  return entry.slug === target.slug
}

/** Epoch milliseconds from older writers are accepted too, and stored as ISO. */
function timestampOf(value: unknown): string | null {
  const millis = epochMillis(value)
  return millis === null ? isoDateTime(value) : new Date(millis).toISOString()
}

export function parseEntry(kind: FavoriteKind, value: unknown): FavoriteEntry | null {
  const fields = fieldsOf(value)
  const slug = patternString(fields?.slug, SLUG)
  const favoriteTimestamp = timestampOf(fields?.favoriteTimestamp)
  if (!fields || !slug || !favoriteTimestamp) return null
  if (kind === 'recipes') return { slug, favoriteTimestamp }
  if (fields.sku === undefined || fields.sku === null) return { slug, favoriteTimestamp }
  const sku = patternString(fields.sku, SKU_PATTERN)
  return sku ? { slug, sku, favoriteTimestamp } : null
}
