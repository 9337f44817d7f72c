/**
 * When each cache tag last expired. The server's API worker process writes content and tells the
 * page process which tags to expire (server/api-worker-link.mjs), so the record is reachable from
 * there: one per process on globalThis, not one per copy of this module that Next's bundles load.
 */
const PROCESS_KEY = Symbol.for('terrafield.cache-tag-expiry')

export function createTagExpiry() {
  const expiredAt = new Map()
  return {
    expire(tags, at = Date.now()) {
      for (const tag of typeof tags === 'string' ? [tags] : tags) expiredAt.set(tag, at)
    },
    /** Whether any of the tags expired after `time` (ms). */
    anyExpiredAfter(tags, time) {
      return tags.some((tag) => (expiredAt.get(tag) ?? -Infinity) > time)
    },
  }
}

export function processTagExpiry() {
  return (globalThis[PROCESS_KEY] ??= createTagExpiry())
}

const FORWARDER_KEY = Symbol.for('terrafield.cache-tag-expiry-forwarder')

/** In the API worker: how expired tags reach the page process (resolves once they have). */
export function setTagExpiryForwarder(forward) {
  globalThis[FORWARDER_KEY] = forward
}

/** Tells the page process, when this is the API worker, that tags expired here; else nothing to do. */
export async function forwardTagExpiry(tags) {
  await globalThis[FORWARDER_KEY]?.(tags)
}
