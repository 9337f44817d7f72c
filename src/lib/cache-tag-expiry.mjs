// One record per process on globalThis, not per copy of this module in Next's bundles, so the API
// worker's expiries (server/api-worker-link.mjs) reach it.
const PROCESS_KEY = Symbol.for('terrafield.cache-tag-expiry')

export function createTagExpiry() {
  const expiredAt = new Map()
  return {
    expire(tags, at = Date.now()) {
      for (const tag of typeof tags === 'string' ? [tags] : tags) expiredAt.set(tag, at)
    },
    /** `time` in epoch ms. */
    anyExpiredAfter(tags, time) {
      return tags.some((tag) => (expiredAt.get(tag) ?? -Infinity) > time)
    },
  }
}

export function processTagExpiry() {
  return (globalThis[PROCESS_KEY] ??= createTagExpiry())
}

const FORWARDER_KEY = Symbol.for('terrafield.cache-tag-expiry-forwarder')

/** `forward` resolves once the page process has expired the tags. */
export function setTagExpiryForwarder(forward) {
  globalThis[FORWARDER_KEY] = forward
}

/** Nothing to do outside the API worker. */
export async function forwardTagExpiry(tags) {
  await globalThis[FORWARDER_KEY]?.(tags)
}
