import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/min'
import { z } from 'zod'
import type { MessageKey } from '@/i18n/messages'
import { REGISTRATION_MAX_LENGTH, type RegistrationField } from './registration-fields'

/** Error messages are message keys: the form and the API turn them into the visitor's language. */
const REQUIRED = 'validation.required' satisfies MessageKey
const EMAIL = 'validation.email' satisfies MessageKey
const PHONE = 'validation.phone' satisfies MessageKey
const TOO_LONG = 'registration.tooLong' satisfies MessageKey
const INVALID = 'registration.invalid' satisfies MessageKey

const text = (field: RegistrationField) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : INVALID) })
    .trim()
    .max(REGISTRATION_MAX_LENGTH[field], TOO_LONG)
const required = (field: RegistrationField) => text(field).min(1, REQUIRED)

function baseFields(country: CountryCode | undefined) {
  return {
    operationName: required('operationName'),
    contactName: required('contactName'),
    email: required('email').pipe(z.email(EMAIL)),
    phone: required('phone')
      .regex(/^[+0-9()\-.\s]+$/, PHONE)
      .refine((phone) => isValidPhoneNumber(phone, country), PHONE),
    postcode: required('postcode').regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, INVALID),
    businessType: text('businessType').optional(),
    message: text('message').optional(),
  }
}

/**
 * Checked in the browser before sending and again by the server, with the same rules. Numbers
 * without a country code are read as the region's country's.
 */
export function registrationSchema(country: CountryCode | undefined) {
  const base = baseFields(country)
  return z.discriminatedUnion(
    'mode',
    [
      z.object({
        mode: z.literal('create'),
        ...base,
        customerNumber: text('customerNumber').optional(),
      }),
      z.object({
        mode: z.literal('register'),
        ...base,
        customerNumber: required('customerNumber'),
      }),
    ],
    { error: INVALID },
  )
}

export type RegistrationRequest = z.infer<ReturnType<typeof registrationSchema>>

/** The first problem of each field, as message keys. */
export function registrationProblems(
  error: z.ZodError,
): Partial<Record<RegistrationField | 'mode', MessageKey>> {
  const problems: Partial<Record<RegistrationField | 'mode', MessageKey>> = {}
  for (const issue of error.issues) {
    // A missing or unknown mode fails the union as a whole.
    const field = (issue.path[0] ?? 'mode') as RegistrationField | 'mode'
    if (!problems[field]) problems[field] = issue.message as MessageKey
  }
  return problems
}
