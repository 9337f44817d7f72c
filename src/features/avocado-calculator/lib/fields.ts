import { AVOCADO_USES, type AvocadoUse, type CalculatorInputs } from './calculate'

export type AmountKey = 'rate' | 'lugs' | 'lugPrice' | 'casePrice' | 'caseWeight'
export type FieldKey = AmountKey | 'use'

export interface AmountField {
  key: AmountKey
  input: Exclude<keyof CalculatorInputs, 'use'>
  /** Upper bound: keeps every result a finite number of cents a double holds exactly. */
  max: number
  money: boolean
}

/** The form's number fields in form order; `key` names them in the form and in the URL. */
export const AMOUNT_FIELDS: readonly AmountField[] = [
  { key: 'rate', input: 'hourlyLaborRate', max: 1_000_000, money: true },
  { key: 'lugs', input: 'lugsPerWeek', max: 100_000, money: false },
  { key: 'lugPrice', input: 'pricePerLug', max: 1_000_000, money: true },
  { key: 'casePrice', input: 'casePrice', max: 1_000_000, money: true },
  { key: 'caseWeight', input: 'caseWeightLb', max: 1_000, money: false },
]

export const FIELD_KEYS: readonly FieldKey[] = [...AMOUNT_FIELDS.map((field) => field.key), 'use']

export const isAvocadoUse = (value: unknown): value is AvocadoUse =>
  typeof value === 'string' && (AVOCADO_USES as readonly string[]).includes(value)

export const isFieldKey = (value: string): value is FieldKey =>
  (FIELD_KEYS as readonly string[]).includes(value)
