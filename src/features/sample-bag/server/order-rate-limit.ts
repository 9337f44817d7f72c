import 'server-only'
import { env } from '@/lib/env'
import { clientIp, createRateLimiter, type RateLimitResult } from '@/lib/rate-limit'

export interface OrderLimitSettings {
  /** Per client address and per email address; 0 turns both off. */
  limit: number
  windowSeconds: number
  /** All orders together; 0 turns it off. */
  globalLimit: number
  trustedHops: number
}

export interface OrderRefusal {
  message: string
  retryAfterSeconds: number
}

export type OrderLimits = ReturnType<typeof createOrderLimits>

function refusal(result: RateLimitResult, from: string): OrderRefusal | null {
  if (result.allowed) return null
  const minutes = Math.ceil(result.retryAfterSeconds / 60)
  return { message: `Too many sample orders ${from}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfterSeconds: result.retryAfterSeconds }
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/**
 * A client can forge its address when no proxy stands in front, so orders are limited by the
 * address (when one is trusted), by the email they are sent for, and all together.
 */
export function createOrderLimits({ limit, windowSeconds, globalLimit, trustedHops }: OrderLimitSettings) {
  const windowMs = windowSeconds * 1000
  const byAddress = createRateLimiter({ limit, windowMs })
  const byEmail = createRateLimiter({ limit, windowMs })
  const overall = createRateLimiter({ limit: globalLimit, windowMs, maxKeys: 1 })
  return {
    /** Any request, before its body is read. */
    address(headers: Headers): OrderRefusal | null {
      const address = clientIp(headers, trustedHops)
      return address === null ? null : refusal(byAddress.hit(address), 'from this address')
    },
    /** A valid new order, before it is stored; one refused for its email does not use up the ceiling. */
    order(email: string): OrderRefusal | null {
      return refusal(byEmail.hit(normalizeEmail(email)), 'for this email address') ?? refusal(overall.hit('all'), 'right now')
    },
  }
}

let limits: OrderLimits | undefined

/** The process's limits, from the environment on first use. */
export function orderLimits(): OrderLimits {
  if (!limits) {
    const { SAMPLE_ORDER_RATE_LIMIT, SAMPLE_ORDER_RATE_WINDOW_SECONDS, SAMPLE_ORDER_GLOBAL_LIMIT, TRUSTED_PROXY_HOPS } = env()
    limits = createOrderLimits({ limit: SAMPLE_ORDER_RATE_LIMIT, windowSeconds: SAMPLE_ORDER_RATE_WINDOW_SECONDS, globalLimit: SAMPLE_ORDER_GLOBAL_LIMIT, trustedHops: TRUSTED_PROXY_HOPS })
  }
  return limits
}
