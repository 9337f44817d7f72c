export type AmountError =
  | 'validation.required'
  | 'validation.number'
  | 'avocadoCalculator.positive'
  | 'avocadoCalculator.tooLarge'

export type AmountReading = { value: number } | { error: AmountError }

/** Digits with at most one decimal mark, a point or a comma as the visitor's locale writes it. */
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/
const MAX_LENGTH = 40

/**
 * A typed amount, to the cent: the one reading of form text and URL values. Exponents, NaN and
 * Infinity are not numbers a visitor types; a long run of digits is a number, only too large.
 */
export function readAmount(raw: string | undefined, max: number): AmountReading {
  const text = raw?.trim() ?? ''
  if (text === '') return { error: 'validation.required' }
  if (text.length > MAX_LENGTH || !DECIMAL.test(text)) return { error: 'validation.number' }
  const value = Math.round(Number(text.replace(',', '.')) * 100) / 100
  if (!(value > 0)) return { error: 'avocadoCalculator.positive' }
  if (value > max) return { error: 'avocadoCalculator.tooLarge' }
  return { value }
}
