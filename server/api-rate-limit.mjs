import { RateLimiterMemory } from 'rate-limiter-flexible'

/** Media files are what pages show (and what the image optimizer reads): limiting them would break pages. */
const UNLIMITED = /^\/api\/media\/file\//

/** Spent before Next does any work for the request. `limit` 0 turns it off. */
export function createApiRateLimit({ limit, windowSeconds }) {
  if (limit <= 0) return async () => null
  const limiter = new RateLimiterMemory({
    keyPrefix: 'api',
    points: limit,
    duration: windowSeconds,
  })
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
