/** Create: a business new to us. Register: an existing customer, who gives their account number. */
export const REGISTRATION_MODES = ['create', 'register'] as const
export type RegistrationMode = (typeof REGISTRATION_MODES)[number]

export const REGISTRATION_FIELDS = [
  'operationName',
  'contactName',
  'email',
  'phone',
  'postcode',
  'businessType',
  'customerNumber',
  'message',
] as const
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number]

export const REGISTRATION_MAX_LENGTH: Record<RegistrationField, number> = {
  operationName: 120,
  contactName: 120,
  email: 254,
  phone: 30,
  postcode: 12,
  businessType: 120,
  customerNumber: 40,
  message: 1000,
}
