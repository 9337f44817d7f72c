import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { FormField } from '@/content/forms'
import { extensionKey, fieldKey } from './field-keys'
import { answeredFields, type FieldValue, type LeadFormValues } from './form-schema'

export interface SubmittedField {
  name: string
  label: string
  prospectApiFieldId: string | null
  value: FieldValue
}

/** One number form (E.164, RFC 3966 `;ext=`) for editors and the CRM, however it was typed. */
function phoneValue(number: string, extension: string, country: CountryCode | undefined): string {
  if (!number) return ''
  const normalized = parsePhoneNumberFromString(number, country)?.number ?? number
  return extension ? `${normalized};ext=${extension}` : normalized
}

export function submissionData(
  fields: readonly FormField[],
  values: LeadFormValues,
  country: CountryCode | undefined,
): SubmittedField[] {
  return answeredFields(fields).map((field) => {
    const value = values[fieldKey(field.name)] ?? ''
    return {
      name: field.name,
      label: field.label,
      prospectApiFieldId: field.prospectApiFieldId,
      value:
        field.type === 'phone'
          ? phoneValue(String(value), String(values[extensionKey(field.name)] ?? ''), country)
          : value,
    }
  })
}

/** The first email answer names the person, for the per-address limit and the editors' list. */
export function submittedEmail(
  fields: readonly FormField[],
  values: LeadFormValues,
): string | null {
  const field = fields.find(
    (candidate) => candidate.type === 'email' && values[fieldKey(candidate.name)],
  )
  const value = field && values[fieldKey(field.name)]
  return typeof value === 'string' && value ? value : null
}
