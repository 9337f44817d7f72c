import { ADDRESS_FIELDS, CONTACT_FIELDS } from '@/lib/sample-order-fields'

/** The order form's fields in the order they are shown (and focused when invalid). */
export const ORDER_FIELDS = [...CONTACT_FIELDS, ...ADDRESS_FIELDS] as const

export type OrderField = (typeof ORDER_FIELDS)[number]

export const BUSINESS_TYPES = [
  'restaurant',
  'quickService',
  'school',
  'healthcare',
  'hotel',
  'catering',
  'distributor',
  'other',
] as const

export type BusinessType = (typeof BUSINESS_TYPES)[number]

export const isOrderField = (value: string): value is OrderField =>
  (ORDER_FIELDS as readonly string[]).includes(value)
