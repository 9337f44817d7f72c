import 'server-only'
import { env } from '@/lib/env'
import { processWide } from '@/lib/process-wide'
import { createSubmissionLimits, type LimitRefusal, type LimitScope } from '@/lib/submission-limits'

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

const FROM: Record<LimitScope, string> = {
  address: 'from this address',
  email: 'for this email address',
  all: 'right now',
}

function orderRefusal(refusal: LimitRefusal | null): OrderRefusal | null {
  if (!refusal) return null
  const minutes = Math.ceil(refusal.retryAfterSeconds / 60)
  return {
    message: `Too many sample orders ${FROM[refusal.scope]}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds: refusal.retryAfterSeconds,
  }
}

export function createOrderLimits(settings: OrderLimitSettings) {
  const limits = createSubmissionLimits({ keyPrefix: 'sample-order', ...settings })
  return {
    address: async (address: string | null) => orderRefusal(await limits.address(address)),
    async reserve(email: string): Promise<OrderReservation> {
      const reservation = await limits.reserve(email)
      if (!reservation.refusal) return reservation
      return { refusal: orderRefusal(reservation.refusal) as OrderRefusal }
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
