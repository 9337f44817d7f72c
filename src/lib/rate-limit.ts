export interface RateLimitOptions {
  /** Requests allowed per key in any window; 0 turns the limiter off. */
  limit: number
  windowMs: number
  /** Keys kept at most; past it the expired ones go first, then the least recently seen. */
  maxKeys?: number
}

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  hit(key: string, now?: number): RateLimitResult
}

/**
 * A sliding-window log in process memory: each key keeps the times of its allowed requests in the
 * last window. Refused requests are not logged, so a client that keeps hammering is let back in
 * when its window clears. One process only; several instances would need a shared store.
 */
export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: RateLimitOptions): RateLimiter {
  const log = new Map<string, number[]>()

  const prune = (now: number) => {
    for (const [key, times] of log) {
      if ((times.at(-1) ?? 0) <= now - windowMs) log.delete(key)
    }
    for (const key of log.keys()) {
      if (log.size <= maxKeys) break
      log.delete(key)
    }
  }

  return {
    hit(key, now = Date.now()) {
      if (limit <= 0) return { allowed: true, remaining: Infinity }
      const times = (log.get(key) ?? []).filter((time) => time > now - windowMs)
      log.delete(key)
      if (times.length >= limit) {
        log.set(key, times)
        const oldest = times[0] ?? now
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) }
      }
      times.push(now)
      log.set(key, times)
      if (log.size > maxKeys) prune(now)
      return { allowed: true, remaining: limit - times.length }
    },
  }
}

/**
 * The caller's address as the nearest trusted proxy saw it: proxies append to x-forwarded-for,
 * so the entry `trustedHops` from the right is the first one a client cannot forge. With no proxy
 * (`trustedHops` 0) the header is whatever the client sent, so there is no address to trust: null.
 */
export function clientIp(headers: Headers, trustedHops = 1): string | null {
  if (trustedHops < 1) return null
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const pick = forwarded[Math.max(0, forwarded.length - trustedHops)]
  return pick ?? headers.get('x-real-ip')?.trim() ?? 'unknown'
}
