// One record per process on globalThis, not per copy of this module in Next's bundles, so the API
// worker's expiries (server/api-worker-link.mjs) reach it.
const PROCESS_KEY = Symbol.for('terrafield.cache-tag-expiry')

export function createTagExpiry() {
  const expiredAt = new Map()
  const listeners = new Set()
  let complete = true
  const record = (tags, at) => {
    for (const tag of tags) expiredAt.set(tag, Math.max(at, expiredAt.get(tag) ?? -Infinity))
  }
  return {
    /** Expires the tags here and tells the listeners (other instances, through Redis). */
    expire(tags, at = Date.now()) {
      const list = typeof tags === 'string' ? [tags] : [...tags]
      record(list, at)
      for (const listener of listeners) listener(list, at)
    },
    /** An expiry another instance announced: recorded here, told to no one. */
    expireLocally(tags, at) {
      record(tags, at)
    },
    /** `listener(tags, at)` after each `expire`; returns the way to stop listening. */
    onExpire(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /**
     * Whether this record knows every expiry: false while it is shared with other instances but
     * has not caught up with them (shared-tag-expiry.mjs). Entries another instance stored may be
     * judged only then.
     */
    isComplete() {
      return complete
    },
    markComplete(value) {
      complete = value
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
