import { type Payload, ValidationError } from 'payload'
import { newReference, type ReferencePrefix } from '../../lib/submission-reference'
import type { FormSubmission, SampleOrder } from '../../payload-types'
import { pendingForwarding } from '../outbox/forwarding-fields'
import { wakeOutbox } from '../outbox/outbox-loop'

interface StoredRecords {
  'form-submissions': FormSubmission
  'sample-orders': SampleOrder
}
type RecordCollection = keyof StoredRecords
/** What the caller gives: everything but what storing adds. */
type Details<C extends RecordCollection> = Omit<
  StoredRecords[C],
  | 'id'
  | 'reference'
  | 'idempotencyKey'
  | 'createdAt'
  | 'updatedAt'
  | keyof ReturnType<typeof pendingForwarding>
>

const ATTEMPTS = 3

export async function findByKey<C extends RecordCollection>(
  payload: Payload,
  collection: C,
  idempotencyKey: string,
): Promise<StoredRecords[C] | null> {
  const { docs } = await payload.find({
    collection,
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return (docs[0] as StoredRecords[C] | undefined) ?? null
}

const referenceClash = (error: unknown) =>
  error instanceof ValidationError &&
  error.data.errors.some((problem) => problem.path === 'reference')

/**
 * Stores a visitor's record once per idempotency key, due for forwarding at once. A failed
 * insert may be a concurrent request with the same key winning the unique index: that record is
 * returned instead.
 */
export async function storeOnce<C extends RecordCollection>(
  payload: Payload,
  collection: C,
  prefix: ReferencePrefix,
  idempotencyKey: string,
  details: Details<C>,
): Promise<{ reference: string } | { existing: StoredRecords[C] }> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference(prefix)
    try {
      await payload.create({
        collection,
        data: { ...details, reference, idempotencyKey, ...pendingForwarding() } as never,
        depth: 0,
      })
      wakeOutbox()
      return { reference }
    } catch (error) {
      const existing = await findByKey(payload, collection, idempotencyKey)
      if (existing) return { existing }
      if (!referenceClash(error) || attempt === ATTEMPTS) throw error
    }
  }
}
