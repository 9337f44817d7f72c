import 'server-only'
import { env } from '@/lib/env'
import { clientIp, createRateLimiter, type RateLimiter } from '@/lib/rate-limit'

let limiter: RateLimiter | undefined

/** A 429 for a client address past the sample order limit, or null to go on. */
export function orderRateLimitResponse(headers: Headers): Response | null {
  const { SAMPLE_ORDER_RATE_LIMIT, SAMPLE_ORDER_RATE_WINDOW_SECONDS, TRUSTED_PROXY_HOPS } = env()
  limiter ??= createRateLimiter({ limit: SAMPLE_ORDER_RATE_LIMIT, windowMs: SAMPLE_ORDER_RATE_WINDOW_SECONDS * 1000 })
  const result = limiter.hit(clientIp(headers, TRUSTED_PROXY_HOPS))
  if (result.allowed) return null
  const minutes = Math.ceil(result.retryAfterSeconds / 60)
  return Response.json(
    { message: `Too many sample orders from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` },
    { status: 429, headers: { 'retry-after': String(result.retryAfterSeconds), 'cache-control': 'no-store' } },
  )
}
