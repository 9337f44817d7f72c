/**
 * In process memory, so a restart never serves pages built from another database (see
 * docs/architecture.md, "Caching"). Several instances share when tags expire, through Redis.
 */
import { processTagExpiry } from './cache-tag-expiry.mjs'
import { createSegmentedLru } from './segmented-lru.mjs'

const TAGS_HEADER = 'x-next-cache-tags'
const DEFAULT_MAX_BYTES = 256 * 1024 * 1024
const NOT_FOUND_REVALIDATE_SECONDS = 60
// Map slots, the entry object and lru-cache's bookkeeping: many tiny entries still cost memory.
const ENTRY_OVERHEAD_BYTES = 512
// A value JSON cannot measure is counted as large rather than free.
const UNMEASURED_BYTES = 64 * 1024

function jsonLength(value) {
  try {
    return JSON.stringify(value)?.length ?? 0
  } catch {
    return UNMEASURED_BYTES
  }
}

function valueSize(value) {
  const headers = jsonLength(value?.headers)
  switch (value?.kind) {
    case 'APP_PAGE': {
      let size =
        (value.html?.byteLength ?? value.html?.length ?? 0) +
        (value.rscData?.byteLength ?? 0) +
        (value.postponed?.length ?? 0)
      for (const [path, buffer] of value.segmentData ?? [])
        size += path.length + (buffer?.byteLength ?? 0)
      return size + headers
    }
    case 'APP_ROUTE':
      return (value.body?.byteLength ?? 0) + headers
    case 'PAGES':
      return (value.html?.length ?? 0) + jsonLength(value.pageData) + headers
    case 'FETCH':
      return jsonLength(value.data) + jsonLength(value.tags)
    default:
      return jsonLength(value)
  }
}

/**
 * A page's HTML is kept as bytes: Next sends a string through its ETag hash and encodes it again
 * on every hit, but streams a Buffer as it is (measured: cached pages 2–3× the requests per second).
 */
function withHtmlBytes(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value
  return { ...value, html: Buffer.from(value.html) }
}

function isNotFound(value) {
  return value?.status === 404
}

function tagsOf(data, ctx) {
  const fromHeader = data?.headers?.[TAGS_HEADER]
  return [
    ...(ctx?.tags ?? []),
    ...(typeof fromHeader === 'string' && fromHeader ? fromHeader.split(',') : []),
  ]
}

function notFoundCacheControl(cacheControl) {
  const revalidate = cacheControl?.revalidate
  const shorter =
    typeof revalidate === 'number'
      ? Math.min(revalidate, NOT_FOUND_REVALIDATE_SECONDS)
      : NOT_FOUND_REVALIDATE_SECONDS
  // Next answers the request that rendered the entry with this very object, so shortening it in
  // place also shortens that first (MISS) response's Cache-Control; later hits read it from get().
  if (cacheControl) cacheControl.revalidate = shorter
  return cacheControl ?? { revalidate: shorter, expire: undefined }
}

export function createCacheHandler({
  maxBytes = DEFAULT_MAX_BYTES,
  tagExpiry = processTagExpiry(),
} = {}) {
  const entries = createSegmentedLru({
    maxSize: maxBytes,
    sizeOf: (entry) => entry.size,
    mayPromote: (entry) => !isNotFound(entry.value),
  })

  return class MemoryCacheHandler {
    static get calculatedSize() {
      return entries.calculatedSize
    }

    async get(key, ctx) {
      const entry = entries.get(key)
      if (!entry) return null
      if (
        tagExpiry.anyExpiredAfter(
          [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])],
          entry.lastModified,
        )
      ) {
        entries.delete(key)
        return null
      }
      return {
        value: entry.value,
        lastModified: entry.lastModified,
        cacheControl: entry.cacheControl,
      }
    }

    async set(key, data, ctx) {
      if (data === null) {
        entries.delete(key)
        return
      }
      const value = withHtmlBytes(data)
      const tags = tagsOf(value, ctx)
      const cacheControl = isNotFound(value)
        ? notFoundCacheControl(ctx?.cacheControl)
        : ctx?.cacheControl
      const size = ENTRY_OVERHEAD_BYTES + key.length + jsonLength(tags) + valueSize(value)
      entries.set(key, { value, lastModified: Date.now(), tags, cacheControl, size })
    }

    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a tag expires at once, as the CMS hooks ask
    async revalidateTag(tags, _durations) {
      tagExpiry.expire(tags)
    }

    resetRequestCache() {}
  }
}

function maxBytesFromEnv(value) {
  const bytes = Number(value)
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : DEFAULT_MAX_BYTES
}

export default createCacheHandler({
  maxBytes: maxBytesFromEnv(process.env.CONTENT_CACHE_MAX_BYTES),
})
