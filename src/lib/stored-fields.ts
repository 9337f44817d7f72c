import { isRecord } from './is-record'
// Hand-written checks: a schema library would weigh more than the product page islands using them.
export const fieldsOf = (value: unknown): Record<string, unknown> | null =>
  isRecord(value) ? value : null

export const patternString = (value: unknown, pattern: RegExp): string | null =>
  typeof value === 'string' && pattern.test(value) ? value : null

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

export const isoDateTime = (value: unknown): string | null =>
  typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : null

/** Within the range a Date can hold. */
export const epochMillis = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 8.64e15
    ? value
    : null
