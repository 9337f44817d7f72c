import { AVOCADO_USES, type AvocadoUse, type CalculatorInputs } from './inputs'

export type AmountKey = 'rate' | 'lugs' | 'lugPrice' | 'casePrice' | 'caseWeight'
export type FieldKey = AmountKey | 'use'

export interface AmountField {
  key: AmountKey
  input: Exclude<keyof CalculatorInputs, 'use'>
  /**
   * Upper bound on what a visitor may type. The sums do not need it (money is worked in exact
   * whole cents at any size, totals past 2^53 cents included); it keeps amount × 100 far below 2^53,
   * so `readAmount` reads an amount to the cent through a double, and the figures readable.
   */
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
