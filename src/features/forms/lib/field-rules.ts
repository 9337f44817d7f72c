import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/min'
import { z } from 'zod'
import type { FormField } from '@/content/forms'
import type { FormMessageKey } from './form-messages'
import { VALUE_LIMITS } from './field-keys'

type Key = FormMessageKey

/** The editor's own message, where set, replaces the generic one for missing or malformed answers. */
const own = (field: FormField, key: Key) => field.errorMessage ?? key

const EMAIL = z.email()
const NUMBER = /^[+-]?(\d+(\.\d+)?|\.\d+)$/
const PHONE_CHARACTERS = /^[+0-9()\-.\s]+$/

const blankAsEmpty = (value: unknown) => (value === undefined || value === null ? '' : value)

function answer(field: FormField, max: number) {
  const text = z
    .string({ error: 'forms.invalidValue' satisfies Key })
    .trim()
    .max(max, 'forms.tooLong')
  return z.preprocess(
    blankAsEmpty,
    field.required ? text.min(1, own(field, 'validation.required')) : text,
  )
}

const when = (test: (value: string) => boolean) => (value: string) => value === '' || test(value)

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

function choice(field: FormField) {
  const values = new Set(field.options.map((option) => option.value))
  return answer(field, VALUE_LIMITS.text).refine(
    when((value) => values.has(value)),
    'forms.invalidOption' satisfies Key,
  )
}

function toList(value: unknown): unknown {
  if (value === undefined || value === null || value === false || value === '') return []
  return typeof value === 'string' ? [value] : value
}

function checkboxGroup(field: FormField) {
  const values = new Set(field.options.map((option) => option.value))
  const list = z
    .array(z.string().max(VALUE_LIMITS.text), { error: 'forms.invalidValue' satisfies Key })
    .max(100, 'forms.invalidOption' satisfies Key)
    .refine((items) => items.every((item) => values.has(item)), 'forms.invalidOption' satisfies Key)
    .transform((items) => [...new Set(items)])
  return z.preprocess(
    toList,
    field.required
      ? list.refine((items) => items.length > 0, own(field, 'validation.required'))
      : list,
  )
}

const CHECKED = new Set<unknown>([true, 'true', 'on', '1'])

function singleCheckbox(field: FormField) {
  const box = z.boolean()
  return z.preprocess(
    (value) => CHECKED.has(value),
    field.required ? box.refine((checked) => checked, own(field, 'validation.required')) : box,
  )
}

function phone(field: FormField, country: CountryCode | undefined) {
  return answer(field, VALUE_LIMITS.phone).refine(
    when((value) => PHONE_CHARACTERS.test(value) && isValidPhoneNumber(value, country)),
    own(field, 'validation.phone'),
  )
}

export const extensionRule = answer(
  { required: false } as FormField,
  VALUE_LIMITS.extension,
).refine(
  when((value) => /^\d+$/.test(value)),
  'validation.number' satisfies Key,
)

export function fieldRule(field: FormField, country: CountryCode | undefined): z.ZodType {
  switch (field.type) {
    case 'single-checkbox':
      return singleCheckbox(field)
    case 'checkbox':
      return checkboxGroup(field)
    case 'dropdown':
    case 'radio':
      return choice(field)
    case 'email':
      return answer(field, VALUE_LIMITS.email).refine(
        when((value) => EMAIL.safeParse(value).success),
        own(field, 'validation.email'),
      )
    case 'number':
      return answer(field, VALUE_LIMITS.number).refine(
        when((value) => NUMBER.test(value)),
        own(field, 'validation.number'),
      )
    case 'date':
      return answer(field, VALUE_LIMITS.text).refine(
        when(isCalendarDate),
        own(field, 'forms.invalidDate'),
      )
    case 'phone':
      return phone(field, country)
    case 'textarea':
      return answer(field, VALUE_LIMITS.textarea)
    case 'hidden':
      // What the CMS set, never what was posted.
      return z.unknown().transform(() => field.defaultValue.slice(0, VALUE_LIMITS.text))
    case 'honeypot':
    case 'text':
      return answer(field, VALUE_LIMITS.text)
  }
}
