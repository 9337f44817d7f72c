import 'server-only'
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { type Payload, ValidationError } from 'payload'
import { regionTag } from '@/routing/regions'
import type { SampleOrder } from '../lib/order-schema'
import { newOrderReference } from './reference'

const ATTEMPTS = 3

export async function findOrderReference(payload: Payload, idempotencyKey: string): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'sample-orders',
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0]?.reference ?? null
}

/** Editors and a CRM read numbers in one form (E.164) whatever way they were typed. */
function normalizedPhone(phone: string, country: string): string {
  return parsePhoneNumberFromString(phone, country as CountryCode)?.number ?? phone
}

function toDocument(order: SampleOrder, reference: string) {
  return {
    reference,
    idempotencyKey: order.idempotencyKey,
    regionTag: regionTag(order.regionId),
    locale: order.locale,
    items: order.items.map((sku) => ({ sku })),
    contact: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phone: normalizedPhone(order.phone, order.country),
      phoneExtension: order.phoneExtension || null,
      businessName: order.businessName,
      businessType: order.businessType || null,
    },
    shippingAddress: {
      street: order.street,
      street2: order.street2 || null,
      city: order.city,
      state: order.state,
      postcode: order.postcode,
      country: order.country,
    },
  }
}

const referenceClash = (error: unknown) =>
  error instanceof ValidationError && error.data.errors.some((problem) => problem.path === 'reference')

/**
 * Stores the order under a new reference. A failed insert is first checked against the retry
 * key: a concurrent retry of the same order may have won the unique index, and its reference is
 * the answer. A reference clash is retried with a new one; anything else is the caller's 503.
 */
export async function storeOrder(payload: Payload, order: SampleOrder): Promise<{ reference: string; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const reference = newOrderReference()
    try {
      await payload.create({ collection: 'sample-orders', data: toDocument(order, reference), depth: 0 })
      return { reference, created: true }
    } catch (error) {
      const existing = await findOrderReference(payload, order.idempotencyKey)
      if (existing) return { reference: existing, created: false }
      if (!referenceClash(error) || attempt === ATTEMPTS) throw error
    }
  }
}
