import * as z from 'zod/mini'
import { type AmountError, readAmount } from './amount'
import type { CalculatorInputs } from './inputs'
import { AMOUNT_FIELDS, type FieldKey, isAvocadoUse } from './fields'

export type FieldError = AmountError
export type FieldErrors = Partial<Record<FieldKey, FieldError>>
export type RawValues = Partial<Record<FieldKey, string>>

const text = z.optional(z.string())

const amount = (max: number) =>
  z.pipe(
    text,
    z.transform((raw, ctx) => {
      const reading = readAmount(raw, max)
      if ('value' in reading) return reading.value
      ctx.issues.push({ code: 'custom', message: reading.error, input: raw })
      return z.NEVER
    }),
  )

const use = z.pipe(
  text,
  z.transform((raw, ctx) => {
    if (isAvocadoUse(raw)) return raw
    ctx.issues.push({ code: 'custom', message: 'validation.required', input: raw })
    return z.NEVER
  }),
)

/**
 * The calculator's inputs as the form and the URL carry them (text), read into numbers. Zod's
 * mini build: the browser loads it to check the form before it is sent.
 */
export const calculatorSchema = z.object({
  ...Object.fromEntries(AMOUNT_FIELDS.map((field) => [field.key, amount(field.max)])),
  use,
} as Record<Exclude<FieldKey, 'use'>, ReturnType<typeof amount>> & { use: typeof use })

export type CalculatorCheck =
  { ok: true; inputs: CalculatorInputs } | { ok: false; errors: FieldErrors }

export function checkCalculator(values: RawValues): CalculatorCheck {
  const parsed = calculatorSchema.safeParse(values)
  if (parsed.success) {
    const data = parsed.data
    return {
      ok: true,
      inputs: {
        hourlyLaborRate: data.rate,
        lugsPerWeek: data.lugs,
        pricePerLug: data.lugPrice,
        casePrice: data.casePrice,
        caseWeightLb: data.caseWeight,
        use: data.use,
      },
    }
  }
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as FieldKey
    errors[key] ??= issue.message as FieldError
  }
  return { ok: false, errors }
}
