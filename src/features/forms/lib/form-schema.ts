import type { CountryCode } from 'libphonenumber-js/min'
import { z } from 'zod'
import type { FormField } from '@/content/forms'
import { extensionKey, fieldKey } from './field-keys'
import { extensionRule, fieldRule } from './field-rules'

export type FieldValue = string | boolean | string[]
export type LeadFormValues = Record<string, FieldValue>

/** Fields people answer; the honeypot is checked apart, so a bot's answer never shows as an error. */
export const answeredFields = (fields: readonly FormField[]) =>
  fields.filter((field) => field.type !== 'honeypot')

/**
 * One schema for the browser and the server, from the form's CMS definition. Keys not in the
 * form (another form's fields, made-up ones) are dropped. Errors are message keys or the
 * editor's own message.
 */
export function leadFormSchema(fields: readonly FormField[], country: CountryCode | undefined) {
  const shape: Record<string, z.ZodType> = {}
  for (const field of answeredFields(fields)) {
    shape[fieldKey(field.name)] = fieldRule(field, country)
    if (field.type === 'phone') shape[extensionKey(field.name)] = extensionRule
  }
  return z.object(shape) as unknown as z.ZodType<LeadFormValues, Record<string, unknown>>
}

export function isHoneypotFilled(
  fields: readonly FormField[],
  values: Record<string, unknown>,
): boolean {
  return fields.some((field) => {
    if (field.type !== 'honeypot') return false
    const value = values[fieldKey(field.name)]
    return value !== undefined && value !== null && value !== '' && value !== false
  })
}

/** The first problem of each field; problems with the whole body go under `form`. */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'form'
    errors[field] ??= issue.message
  }
  return errors
}
