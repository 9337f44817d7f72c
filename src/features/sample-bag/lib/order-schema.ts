import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/min'
import { z } from 'zod'
import type { MessageKey } from '@/i18n/messages'
import { LOCALES } from '@/routing/locales'
import { BUSINESS_TYPES } from './order-fields'
import { isSku } from '@/lib/sku'

/** Error messages are message keys: the form and the API turn them into the visitor's language. */
const REQUIRED = 'validation.required' satisfies MessageKey
const EMAIL = 'validation.email' satisfies MessageKey
const PHONE = 'validation.phone' satisfies MessageKey
const NUMBER = 'validation.number' satisfies MessageKey
const TOO_LONG = 'sampleOrder.tooLong' satisfies MessageKey
const INVALID = 'sampleOrder.invalidValue' satisfies MessageKey
const BAG_EMPTY = 'sampleOrder.bagEmpty' satisfies MessageKey
const BAG_FULL = 'sampleBag.max' satisfies MessageKey
const INVALID_ITEMS = 'sampleOrder.invalidItems' satisfies MessageKey

const required = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, TOO_LONG)
const optional = (max: number) => z.string({ error: INVALID }).trim().max(max, TOO_LONG).optional()

const phoneField = required(30).regex(/^[+0-9()\-.\s]+$/, PHONE)

function countryField(countries: readonly CountryCode[]) {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .refine((code) => (countries as readonly string[]).includes(code), INVALID)
}

function contactShape(countries: readonly CountryCode[]) {
  return {
    firstName: required(100),
    lastName: required(100),
    email: required(254).pipe(z.email({ error: EMAIL })),
    phone: phoneField,
    phoneExtension: z
      .string({ error: NUMBER })
      .trim()
      .regex(/^\d*$/, NUMBER)
      .max(6, TOO_LONG)
      .optional(),
    businessName: required(150),
    businessType: z.enum(['', ...BUSINESS_TYPES], { error: INVALID }).optional(),
    street: required(200),
    street2: optional(200),
    city: required(100),
    state: required(100),
    postcode: required(20).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, INVALID),
    country: countryField(countries),
  }
}

// Waits until phone and country are valid alone, so its error shows beside the others, not after.
function withPhoneCheck<T extends z.ZodType<{ phone: string; country: string }>>(
  schema: T,
  countries: readonly CountryCode[],
): T {
  const inputs = z.object({ phone: phoneField, country: countryField(countries) })
  return schema.refine((value) => isValidPhoneNumber(value.phone, value.country as CountryCode), {
    path: ['phone'],
    error: PHONE,
    when: (payload) => inputs.safeParse(payload.value).success,
  })
}

export function sampleOrderFormSchema(countries: readonly CountryCode[]) {
  return withPhoneCheck(z.object(contactShape(countries)), countries)
}

export interface OrderLimits {
  maxItems: number
  countries: readonly CountryCode[]
}

export function sampleOrderSchema({ maxItems, countries }: OrderLimits) {
  const items = z
    .array(z.string({ error: INVALID_ITEMS }).refine(isSku, INVALID_ITEMS), {
      error: INVALID_ITEMS,
    })
    .min(1, BAG_EMPTY)
    .max(maxItems, BAG_FULL)
    .refine((skus) => new Set(skus).size === skus.length, INVALID_ITEMS)
  const shape = {
    ...contactShape(countries),
    items,
    regionId: required(32),
    locale: z.enum(LOCALES, { error: INVALID }),
    idempotencyKey: z.uuid({ error: INVALID }),
  }
  return withPhoneCheck(z.object(shape), countries)
}

export type SampleOrderFormInput = z.input<ReturnType<typeof sampleOrderFormSchema>>
export type SampleOrderFormValues = z.output<ReturnType<typeof sampleOrderFormSchema>>
export type SampleOrder = z.output<ReturnType<typeof sampleOrderSchema>>

/** Problems with the whole body go under `form`. */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'form'
    errors[field] ??= issue.message
  }
  return errors
}
