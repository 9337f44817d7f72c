import type { RedisClientType } from '@redis/client'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { env } from './env'
import { createRateLimiterStore } from './rate-limiter-store.mjs'
import { sharedRedis } from './redis-client.mjs'

export type RateLimitResult =
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }

export interface Limiter {
  /** A refused call spends nothing. */
  consume(key: string, points?: number): Promise<RateLimitResult>
  peek(key: string): Promise<RateLimitResult>
  /** Never gives back more than was spent. */
  reward(key: string, points?: number): Promise<void>
  reset(key: string): Promise<void>
}

export interface LimiterOptions {
  keyPrefix: string
  /** 0 turns the limiter off. */
  points: number
  durationSeconds: number
  /** Once over, the key stays refused this long; its refused calls do not shorten or extend it. */
  blockSeconds?: number
}

const OFF: Limiter = {
  consume: async () => ({ allowed: true, remaining: Infinity }),
  peek: async () => ({ allowed: true, remaining: Infinity }),
  reward: async () => {},
  reset: async () => {},
}

const refused = (res: RateLimiterRes): RateLimitResult => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
})

/** `redis`: where several instances share their counts (REDIS_URL); without it, this process. */
export function createLimiter(
  { keyPrefix, points, durationSeconds, blockSeconds = 0 }: LimiterOptions,
  redis: RedisClientType | null = sharedRedis(env().REDIS_URL),
): Limiter {
  if (points <= 0) return OFF
  // In memory each call counts apart: callers share a limiter across route bundles with `processWide`.
  const store = createRateLimiterStore(
    { keyPrefix, points, duration: durationSeconds, blockDuration: blockSeconds },
    redis,
  )
  return {
    async consume(key, cost = 1) {
      try {
        return { allowed: true, remaining: (await store.consume(key, cost)).remainingPoints }
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error
        // The store counts refused points too; kept, a later reward would leave the key refused.
        if (blockSeconds <= 0) await store.reward(key, cost)
        return refused(error)
      }
    },
    async peek(key) {
      const res = await store.get(key)
      const spent = res?.consumedPoints ?? 0
      return !res || spent < points ? { allowed: true, remaining: points - spent } : refused(res)
    },
    async reward(key, cost = 1) {
      const res = await store.reward(key, cost)
      // A reward after the window ended, or beyond what was spent, would start the key in credit.
      if (res.consumedPoints < 0) await store.penalty(key, -res.consumedPoints)
    },
    async reset(key) {
      await store.delete(key)
    },
  }
}
