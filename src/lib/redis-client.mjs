import { createClient } from '@redis/client'

const PROCESS_KEY = Symbol.for('terrafield.redis-client')

/**
 * A connection that fails fast while Redis is away (no offline queue), so callers fall back at once
 * instead of waiting, and that reconnects on its own.
 */
export function connectRedis(url, { log = console.error } = {}) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  })
  let reported = false
  client.on('error', (error) => {
    if (reported) return
    reported = true
    log(
      `redis: ${error.message || error.code || 'connection failed'} (reconnecting; limits count per process meanwhile)`,
    )
  })
  client.on('ready', () => {
    reported = false
  })
  client.connect().catch(() => {})
  return client
}

/** One connection per process (not per copy of this module in Next's bundles); null without a URL. */
export function sharedRedis(url) {
  if (!url) return null
  return (globalThis[PROCESS_KEY] ??= connectRedis(url))
}
