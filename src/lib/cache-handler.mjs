/**
 * Next's incremental cache (rendered pages and cached content reads) kept in this process's
 * memory, bounded by entry count. Unlike the default file cache it never outlives the server, so
 * a restart or a test run against another database never serves pages built from old content.
 * Several instances would swap this file for a shared store (e.g. Redis) with the same methods.
 */
const MAX_ENTRIES = Number(process.env.CONTENT_CACHE_MAX_ENTRIES ?? 5000)
const TAGS_HEADER = 'x-next-cache-tags'

const entries = new Map()
const tagExpiredAt = new Map()

function tagsOf(data, ctx) {
  const fromHeader = data?.headers?.[TAGS_HEADER]
  return [
    ...(ctx?.tags ?? []),
    ...(typeof fromHeader === 'string' && fromHeader ? fromHeader.split(',') : []),
  ]
}

function isExpired(tags, lastModified) {
  return tags.some((tag) => {
    const expiredAt = tagExpiredAt.get(tag)
    return expiredAt !== undefined && expiredAt > lastModified
  })
}

export default class MemoryCacheHandler {
  async get(key, ctx) {
    const entry = entries.get(key)
    if (!entry) return null
    if (isExpired([...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])], entry.lastModified)) {
      entries.delete(key)
      return null
    }
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    entries.delete(key)
    entries.set(key, entry)
    return { value: entry.value, lastModified: entry.lastModified }
  }

  async set(key, data, ctx) {
    if (data === null) {
      entries.delete(key)
      return
    }
    entries.delete(key)
    entries.set(key, { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx) })
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value)
  }

  async revalidateTag(tags) {
    const now = Date.now()
    for (const tag of typeof tags === 'string' ? [tags] : tags) tagExpiredAt.set(tag, now)
  }

  resetRequestCache() {}
}
