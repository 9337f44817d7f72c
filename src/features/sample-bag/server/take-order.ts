import 'server-only'
import type { Payload } from 'payload'
import { listSampleBagProducts } from '@/content/sample-bag'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import type { SampleOrder } from '../lib/order-schema'
import { isBlockedEmail } from '@/cms/submissions/blocked-email'
import { answerRetry, type OrderAnswer, refuse } from './order-answer'
import { orderLimits } from './order-rate-limit'
import { findOrder, storeOrder } from './store-order'

// The limits' place is taken first and given back unless stored, so refusals spend none.
export async function takeOrder(
  payload: Payload,
  order: SampleOrder,
  scope: ContentScope,
): Promise<OrderAnswer> {
  const t = translator(scope.locale)
  // Looked up again: a request with the same key may have finished while this one was being checked.
  const stored = await findOrder(payload, order.idempotencyKey)
  if (stored) return answerRetry(stored, order, scope.locale)
  const reservation = await orderLimits().reserve(order.email)
  if (reservation.refusal)
    return {
      status: 429,
      body: { message: reservation.refusal.message },
      retryAfterSeconds: reservation.refusal.retryAfterSeconds,
    }
  let kept = false
  try {
    if (await isBlockedEmail(payload, order.email))
      return refuse({ email: t('validation.blockedEmail') })
    const offered = new Set(
      (await listSampleBagProducts(scope, order.items))
        .filter((product) => product.getASample)
        .map((product) => product.sku),
    )
    if (order.items.some((sku) => !offered.has(sku)))
      return refuse({ items: t('sampleOrder.unavailableItems') })
    const result = await storeOrder(payload, order)
    if ('existing' in result) return answerRetry(result.existing, order, scope.locale)
    kept = true
    return { status: 201, body: { reference: result.reference } }
  } finally {
    if (!kept) await reservation.release()
  }
}
