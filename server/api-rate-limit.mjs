import { createRateLimiterStore } from '../src/lib/rate-limiter-store.mjs'

/**
 * Media files are what pages show (and what the image optimizer reads): limiting them would break
 * pages. The readiness check is asked by load balancers every few seconds and answers from a
 * one-second memo (src/features/readiness), so it costs nothing worth counting.
 */
const UNLIMITED = /^\/api\/(?:media\/file\/|ready(?:\?|$))/

/**
 * Spent before Next does any work for the request. `limit` 0 turns it off; with `redis` every
 * instance counts together.
 * @param {{ limit: number, windowSeconds: number, redis?: object | null }} options
 */
export function createApiRateLimit({ limit, windowSeconds, redis = null }) {
  if (limit <= 0) return async () => null
  const limiter = createRateLimiterStore(
    { keyPrefix: 'api', points: limit, duration: windowSeconds },
    redis,
  )
  return async (url, address) => {
    if (!String(url).startsWith('/api/') || UNLIMITED.test(url)) return null
    try {
      await limiter.consume(address)
      return null
    } catch (refusal) {
      if (refusal instanceof Error) throw refusal
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
    }
  }
}

export function answerTooManyRequests(res, retryAfterSeconds) {
  res.statusCode = 429
  res.setHeader('content-type', 'application/json')
  res.setHeader('cache-control', 'no-store')
  res.setHeader('retry-after', String(retryAfterSeconds))
  res.end(
    JSON.stringify({ message: `Too many requests. Try again in ${retryAfterSeconds} seconds.` }),
  )
}
