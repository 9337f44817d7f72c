// zod/mini: this runs in the browser, where the full zod would outweigh the feature.
import { z } from 'zod/mini'
import { browserStore } from '@/lib/browser-store'

/** Decision (decisions.md): a visitor's 10 most recently viewed products are kept. */
export const RECENTLY_VIEWED_LIMIT = 10

const entrySchema = z.object({ sku: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/)), viewedAt: z.int().check(z.nonnegative()) })

export type RecentlyViewedEntry = z.infer<typeof entrySchema>

export const recentlyViewedKey = (regionId: string) => `recently_viewed_products_${regionId}`

/** Keeps the well-formed entries, newest first, one per sku, at most the limit; anything else is dropped. */
export function parseRecentlyViewed(value: unknown): RecentlyViewedEntry[] {
  if (!Array.isArray(value)) return []
  const entries = value.flatMap((item) => {
    const parsed = entrySchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
  return dedupe(entries.sort((a, b) => b.viewedAt - a.viewedAt))
}

function dedupe(entries: readonly RecentlyViewedEntry[]): RecentlyViewedEntry[] {
  const seen = new Set<string>()
  return entries.filter((entry) => !seen.has(entry.sku) && seen.add(entry.sku)).slice(0, RECENTLY_VIEWED_LIMIT)
}

/** The list after viewing `sku`: it moves to the front, the oldest falls off past the limit. */
export function recordView(entries: readonly RecentlyViewedEntry[], sku: string, viewedAt: number): RecentlyViewedEntry[] {
  return dedupe([{ sku, viewedAt }, ...entries])
}

const EMPTY: RecentlyViewedEntry[] = []

export const recentlyViewedStore = (regionId: string) => browserStore(recentlyViewedKey(regionId), parseRecentlyViewed, EMPTY)
