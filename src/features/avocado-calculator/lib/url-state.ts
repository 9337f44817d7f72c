import { readAmount } from './amount'
import { AMOUNT_FIELDS, type AmountField, isAvocadoUse, isFieldKey } from './fields'
import type { RawValues } from './schema'

/**
 * The calculator's inputs live in one path segment after its page's path, like a listing's state:
 * `/avocado-calculator/casePrice=30&caseWeight=12&lugPrice=40&lugs=10&rate=15&use=mash`. Each
 * input has one spelling (keys sorted, amounts to the cent, one token per kind of mistake), so
 * one state has one URL and a cached page per state cannot be multiplied by rewriting it.
 */
export interface CalculatorState {
  values: RawValues
  /** Back from the result: the form, filled in, without messages. */
  edit: boolean
}

export const EMPTY_CALCULATOR_STATE: CalculatorState = { values: {}, edit: false }

export const MAX_SEGMENT_LENGTH = 1000
const MAX_PAIRS = 20
const NOT_A_NUMBER = 'NaN'
const NOT_POSITIVE = '0'

function decoded(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return NOT_A_NUMBER
  }
}

/** Reads a (still percent-encoded) segment; the first of repeated keys counts, unknown ones do not. */
export function parseCalculatorSegment(segment: string): CalculatorState {
  if (segment.length > MAX_SEGMENT_LENGTH) return EMPTY_CALCULATOR_STATE
  const values: RawValues = {}
  let edit = false
  for (const pair of segment.split('&').slice(0, MAX_PAIRS)) {
    const at = pair.indexOf('=')
    const key = at > 0 ? pair.slice(0, at) : ''
    const value = pair.slice(at + 1)
    if (key === 'edit') edit = value === '1'
    else if (isFieldKey(key) && values[key] === undefined) values[key] = decoded(value)
  }
  return canonicalState({ values, edit })
}

// A number too large is written as ten times its field's limit: still too large when read again.
function canonicalAmount(field: AmountField, raw: string | undefined): string | undefined {
  const reading = readAmount(raw, field.max)
  if ('value' in reading) return String(reading.value)
  switch (reading.error) {
    case 'validation.required':
      return undefined
    case 'validation.number':
      return NOT_A_NUMBER
    case 'avocadoCalculator.positive':
      return NOT_POSITIVE
    case 'avocadoCalculator.tooLarge':
      return String(field.max * 10)
  }
}

export function canonicalState(state: CalculatorState): CalculatorState {
  const values: RawValues = {}
  for (const field of AMOUNT_FIELDS) {
    const value = canonicalAmount(field, state.values[field.key])
    if (value !== undefined) values[field.key] = value
  }
  if (isAvocadoUse(state.values.use)) values.use = state.values.use
  return { values, edit: state.edit }
}

/** The canonical segment, or null when nothing was entered. */
export function calculatorSegment(state: CalculatorState): string | null {
  const { values, edit } = canonicalState(state)
  const pairs = Object.entries(values).map(([key, value]) => [key, value] as const)
  if (pairs.length === 0) return null
  if (edit) pairs.push(['edit', '1'])
  pairs.sort(([a], [b]) => (a < b ? -1 : 1))
  return pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')
}

/** The calculator page's URL for a state: its own path, then the state segment. */
export function calculatorUrl(pageUrl: string, state: CalculatorState): string {
  const segment = calculatorSegment(state)
  return segment ? `${pageUrl.replace(/\/$/, '')}/${segment}` : pageUrl
}

/** Whether the visitor sent the form (or a link to what it sent), so its messages show. */
export const isSubmitted = (state: CalculatorState) =>
  !state.edit && Object.keys(state.values).length > 0
