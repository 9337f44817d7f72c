import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'

/**
 * Counts in Redis when there is one, so every instance shares the limits; while Redis is
 * unreachable each process counts in memory (the insurance limiter) rather than failing requests.
 */
export function createRateLimiterStore({ keyPrefix, points, duration, blockDuration = 0 }, redis) {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration, blockDuration })
  if (!redis) return memory
  return new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
    keyPrefix: `rate-limit:${keyPrefix}`,
    points,
    duration,
    blockDuration,
  })
}
