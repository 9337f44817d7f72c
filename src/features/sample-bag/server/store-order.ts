import 'server-only'
import type { Payload } from 'payload'
import { findByKey, storeOnce } from '@/cms/submissions/store-once'
import type { SampleOrder as StoredOrder } from '@/payload-types'
import type { SampleOrder } from '../lib/order-schema'
import { orderDetails } from './order-document'

export function findOrder(payload: Payload, idempotencyKey: string): Promise<StoredOrder | null> {
  return findByKey(payload, 'sample-orders', idempotencyKey)
}

export function storeOrder(
  payload: Payload,
  order: SampleOrder,
): Promise<{ reference: string } | { existing: StoredOrder }> {
  return storeOnce(payload, 'sample-orders', 'SO', order.idempotencyKey, orderDetails(order))
}
