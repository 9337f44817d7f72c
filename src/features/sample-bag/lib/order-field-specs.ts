import type { HTMLInputTypeAttribute } from 'react'
import type { OrderField } from './order-fields'

export interface OrderFieldSpec {
  name: OrderField
  required?: boolean
  type?: HTMLInputTypeAttribute
  autoComplete: string
  inputMode?: 'numeric'
  select?: 'businessType' | 'country'
}

export const CONTACT_FIELDS: readonly OrderFieldSpec[] = [
  { name: 'firstName', required: true, autoComplete: 'given-name' },
  { name: 'lastName', required: true, autoComplete: 'family-name' },
  { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'phoneExtension', autoComplete: 'tel-extension', inputMode: 'numeric' },
  { name: 'businessName', required: true, autoComplete: 'organization' },
  { name: 'businessType', autoComplete: 'off', select: 'businessType' },
]

export const ADDRESS_FIELDS: readonly OrderFieldSpec[] = [
  { name: 'street', required: true, autoComplete: 'address-line1' },
  { name: 'street2', autoComplete: 'address-line2' },
  { name: 'city', required: true, autoComplete: 'address-level2' },
  { name: 'state', required: true, autoComplete: 'address-level1' },
  { name: 'postcode', required: true, autoComplete: 'postal-code' },
  { name: 'country', required: true, autoComplete: 'country', select: 'country' },
]
