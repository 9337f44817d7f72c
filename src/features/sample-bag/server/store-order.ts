import 'server-only'
import { type Payload, ValidationError } from 'payload'
import { pendingForwarding } from '@/cms/outbox/forwarding-fields'
import { wakeOutbox } from '@/cms/outbox/outbox-loop'
import type { SampleOrder as StoredOrder } from '@/payload-types'
import type { SampleOrder } from '../lib/order-schema'
import { orderDetails } from './order-document'
import { newReference } from '@/lib/submission-reference'

const ATTEMPTS = 3

export async function findOrder(
  payload: Payload,
  idempotencyKey: string,
): Promise<StoredOrder | null> {
  const { docs } = await payload.find({
    collection: 'sample-orders',
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0] ?? null
}

const referenceClash = (error: unknown) =>
  error instanceof ValidationError &&
  error.data.errors.some((problem) => problem.path === 'reference')

// A failed insert may be a concurrent request with the same key winning the unique index.
export async function storeOrder(
  payload: Payload,
  order: SampleOrder,
): Promise<{ reference: string } | { existing: StoredOrder }> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference('SO')
    try {
      await payload.create({
        collection: 'sample-orders',
        data: {
          reference,
          idempotencyKey: order.idempotencyKey,
          ...orderDetails(order),
          ...pendingForwarding(),
        },
        depth: 0,
      })
      wakeOutbox()
      return { reference }
    } catch (error) {
      const existing = await findOrder(payload, order.idempotencyKey)
      if (existing) return { existing }
      if (!referenceClash(error) || attempt === ATTEMPTS) throw error
    }
  }
}
