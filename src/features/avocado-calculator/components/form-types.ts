import type { FieldKey } from '../lib/fields'
import type { FieldError } from '../lib/schema'

/** Every message a field can show, already in the visitor's language. */
export type ErrorTexts = Record<FieldKey, Record<FieldError, string>>

export interface FormCheckProps {
  formId: string
  /** The element id of each field's input (the first radio for the use). */
  inputIds: Record<FieldKey, string>
  errorTexts: ErrorTexts
  summaryText: string
  /** The server drew messages: focus the first field that has one. */
  focusFirstInvalid: boolean
}
