import { SKU_PATTERN } from '@/lib/sku'
import { browserStore } from '@/lib/browser-store'
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

export const recentlyViewedStore = (regionId: string) =>
  browserStore(recentlyViewedKey(regionId), parseRecentlyViewed, EMPTY)
