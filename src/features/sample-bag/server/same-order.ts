import { normalizeEmail } from '@/lib/email-domain'
import type { OrderDetails } from './order-document'

const CONTACT = [
  'firstName',
  'lastName',
  'phone',
  'phoneExtension',
  'businessName',
  'businessType',
] as const
const ADDRESS = ['street', 'street2', 'city', 'state', 'postcode', 'country'] as const

const text = (value: string | null | undefined) => value ?? ''
const skus = (items: OrderDetails['items']) =>
  items
    .map((item) => item.sku)
    .sort()
    .join(' ')

/** Bag order and email case aside. */
export function isSameOrder(a: OrderDetails, b: OrderDetails): boolean {
  return (
    a.regionTag === b.regionTag &&
    a.locale === b.locale &&
    skus(a.items) === skus(b.items) &&
    normalizeEmail(a.contact.email) === normalizeEmail(b.contact.email) &&
    CONTACT.every((field) => text(a.contact[field]) === text(b.contact[field])) &&
    ADDRESS.every((field) => text(a.shippingAddress[field]) === text(b.shippingAddress[field]))
  )
}
