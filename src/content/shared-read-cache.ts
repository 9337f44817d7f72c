import { createTagExpiry, processTagExpiry } from '@/lib/cache-tag-expiry.mjs'

type TagExpiry = ReturnType<typeof createTagExpiry>

interface Entry {
  value: Promise<unknown>
  tags: readonly string[]
  startedAt: number
}

export interface SharedReadCache {
  read<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T>
}

/**
 * Reads that are the same for everyone, for renders Next does not cache: in draft mode (a signed-in
 * partner's pages) Next skips its data cache, and every navigation bar, footer and product would be
 * read from the CMS again. An entry lives until a publish expires one of its tags (the same tag
 * record Next's cache handler keeps) or it is among the oldest past `maxEntries`. Concurrent reads
 * of one key share one load; a failed load is not kept.
 */
export function createSharedReadCache(
  maxEntries: number,
  tagExpiry: TagExpiry = processTagExpiry(),
  now: () => number = Date.now,
): SharedReadCache {
  const entries = new Map<string, Entry>()
  return {
    read<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
      const found = entries.get(key)
      entries.delete(key)
      if (found && !tagExpiry.anyExpiredAfter([...found.tags], found.startedAt)) {
        entries.set(key, found)
        return found.value as Promise<T>
      }
      // Taken before the load starts: a publish during it expires the entry.
      const startedAt = now()
      const entry: Entry = { value: load(), tags, startedAt }
      entries.set(key, entry)
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break
        entries.delete(oldest)
      }
      return entry.value as Promise<T>
    },
  }
}
