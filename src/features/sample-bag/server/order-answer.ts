import type { SampleOrder as StoredOrder } from '@/payload-types'
import { translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import type { SampleOrder } from '../lib/order-schema'
import { orderDetails } from './order-document'
import { isSameOrder } from './same-order'

export interface OrderAnswer {
  status: 200 | 201 | 422 | 429
  body: { reference: string } | { errors: Record<string, string> } | { message: string }
  retryAfterSeconds?: number
}

export const refuse = (errors: Record<string, string>): OrderAnswer => ({
  status: 422,
  body: { errors },
})

/** A retry key names one order: a retry of it gets the stored reference, any other order is refused. */
export function answerRetry(stored: StoredOrder, order: SampleOrder, locale: Locale): OrderAnswer {
  if (isSameOrder(stored, orderDetails(order)))
    return { status: 200, body: { reference: stored.reference } }
  return { status: 422, body: { message: translate(locale, 'sampleOrder.changedRetry') } }
}
