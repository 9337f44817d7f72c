import { SKU_PATTERN } from '@/lib/sku'
import { browserStore, type BrowserStore } from '@/lib/browser-store'
import { epochMillis, fieldsOf, patternString } from '@/lib/stored-fields'

export const RECENTLY_VIEWED_LIMIT = 10

export interface RecentlyViewedEntry {
  sku: string
  viewedAt: number
}

function parseEntry(value: unknown): RecentlyViewedEntry | null {
  const fields = fieldsOf(value)
  const sku = patternString(fields?.sku, SKU_PATTERN)
  const viewedAt = epochMillis(fields?.viewedAt)
  return sku && viewedAt !== null ? { sku, viewedAt } : null
}

export const recentlyViewedKey = (regionId: string) => `recently_viewed_products_${regionId}`

export function parseRecentlyViewed(value: unknown): RecentlyViewedEntry[] {
  if (!Array.isArray(value)) return []
  const entries = value.flatMap((item) => parseEntry(item) ?? [])
  return dedupe(entries.sort((a, b) => b.viewedAt - a.viewedAt))
}

function dedupe(entries: readonly RecentlyViewedEntry[]): RecentlyViewedEntry[] {
  const seen = new Set<string>()
  return entries
    .filter((entry) => !seen.has(entry.sku) && seen.add(entry.sku))
    .slice(0, RECENTLY_VIEWED_LIMIT)
}

export function recordView(
  entries: readonly RecentlyViewedEntry[],
  sku: string,
  viewedAt: number,
): RecentlyViewedEntry[] {
  return dedupe([{ sku, viewedAt }, ...entries])
}

const EMPTY: RecentlyViewedEntry[] = []

const stores = new Map<string, BrowserStore<RecentlyViewedEntry[]>>()

/** One store per region: `useSyncExternalStore` needs the same snapshot while storage is unchanged. */
export function recentlyViewedStore(regionId: string): BrowserStore<RecentlyViewedEntry[]> {
  let store = stores.get(regionId)
  if (!store) {
    store = browserStore(recentlyViewedKey(regionId), parseRecentlyViewed, EMPTY)
    stores.set(regionId, store)
  }
  return store
}

/** The skus a section shows, newest first; a section asks for 1 to RECENTLY_VIEWED_LIMIT. */
export function latestSkus(entries: readonly RecentlyViewedEntry[], maxItems: number): string[] {
  const limit = Math.min(RECENTLY_VIEWED_LIMIT, Math.max(1, Math.floor(maxItems) || 1))
  return entries.slice(0, limit).map((entry) => entry.sku)
}
