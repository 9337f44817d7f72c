/**
 * In process memory, so a restart never serves pages built from another database (see
 * docs/architecture.md, "Caching"). Several instances (REDIS_URL) also keep entries in Redis
 * behind their memory, and share when tags expire.
 */
import fs from 'node:fs'
import path from 'node:path'
import { processTagExpiry } from './cache-tag-expiry.mjs'
import { sharedRedis } from './redis-client.mjs'
import { createSegmentedLru } from './segmented-lru.mjs'
import { createSharedPageStore } from './shared-page-store.mjs'

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

/**
 * `shared`: a second level behind this process's memory (shared-page-store.mjs), or null.
 * @param {{ maxBytes?: number, tagExpiry?: ReturnType<typeof processTagExpiry>, shared?: { get(key: string): Promise<any>, set(key: string, entry: object, cacheControl: object): void } | null }} [options]
 */
export function createCacheHandler({
  maxBytes = DEFAULT_MAX_BYTES,
  tagExpiry = processTagExpiry(),
  shared = null,
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
      let entry = entries.get(key)
      // Another instance's entry only while this one knows every expiry to judge it by.
      if (!entry && shared && tagExpiry.isComplete()) {
        entry = await shared.get(key)
        if (entry) entries.set(key, entry)
      }
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
      const entry = { value, lastModified: Date.now(), tags, cacheControl, size }
      entries.set(key, entry)
      // A 404 render is kept briefly and only here: probes for missing pages fill no shared store.
      if (shared && !isNotFound(value)) shared.set(key, entry, cacheControl)
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

/** Pages are stored per build: an instance of another release must not serve them. */
function sharedStoreFromEnv(environment) {
  if (!environment.REDIS_URL || environment.NEXT_PHASE === 'phase-production-build') return null
  let buildId
  try {
    buildId = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return null
  }
  return createSharedPageStore(sharedRedis(environment.REDIS_URL), { buildId })
}

export default createCacheHandler({
  maxBytes: maxBytesFromEnv(process.env.CONTENT_CACHE_MAX_BYTES),
  shared: sharedStoreFromEnv(process.env),
})
