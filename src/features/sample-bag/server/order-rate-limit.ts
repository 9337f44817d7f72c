import 'server-only'
import { env } from '@/lib/env'
import { processWide } from '@/lib/process-wide'
import { createLimiter, type RateLimitResult } from '@/lib/rate-limit'
import { normalizeEmail } from './email-domain'

export interface OrderLimitSettings {
  /** Per client address and per email address; 0 turns both off. */
  limit: number
  windowSeconds: number
  /** Stored orders from everyone together; 0 turns it off. */
  globalLimit: number
}

export interface OrderRefusal {
  message: string
  retryAfterSeconds: number
}

export type OrderReservation =
  { refusal: OrderRefusal } | { refusal: null; release: () => Promise<void> }

export type OrderLimits = ReturnType<typeof createOrderLimits>

function refusal(result: RateLimitResult, from: string): OrderRefusal | null {
  if (result.allowed) return null
  const minutes = Math.ceil(result.retryAfterSeconds / 60)
  return {
    message: `Too many sample orders ${from}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds: result.retryAfterSeconds,
  }
}

export function createOrderLimits({ limit, windowSeconds, globalLimit }: OrderLimitSettings) {
  const byAddress = createLimiter({
    keyPrefix: 'sample-order-address',
    points: limit,
    durationSeconds: windowSeconds,
  })
  const byEmail = createLimiter({
    keyPrefix: 'sample-order-email',
    points: limit,
    durationSeconds: windowSeconds,
  })
  const overall = createLimiter({
    keyPrefix: 'sample-order-all',
    points: globalLimit,
    durationSeconds: windowSeconds,
  })
  return {
    async address(address: string | null): Promise<OrderRefusal | null> {
      return address === null
        ? null
        : refusal(await byAddress.consume(address), 'from this address')
    },
    // Spent first, given back on refusal: peeking instead would let concurrent orders pass a limit.
    async reserve(email: string): Promise<OrderReservation> {
      const key = normalizeEmail(email)
      const forEmail = refusal(await byEmail.consume(key), 'for this email address')
      if (forEmail) return { refusal: forEmail }
      const forAll = refusal(await overall.consume('all'), 'right now')
      if (forAll) {
        await byEmail.reward(key)
        return { refusal: forAll }
      }
      return {
        refusal: null,
        release: async () => void (await Promise.all([byEmail.reward(key), overall.reward('all')])),
      }
    },
  }
}

export function orderLimits(): OrderLimits {
  return processWide('sample-order-limits', () => {
    const { SAMPLE_ORDER_RATE_LIMIT, SAMPLE_ORDER_RATE_WINDOW_SECONDS, SAMPLE_ORDER_GLOBAL_LIMIT } =
      env()
    return createOrderLimits({
      limit: SAMPLE_ORDER_RATE_LIMIT,
      windowSeconds: SAMPLE_ORDER_RATE_WINDOW_SECONDS,
      globalLimit: SAMPLE_ORDER_GLOBAL_LIMIT,
    })
  })
}
