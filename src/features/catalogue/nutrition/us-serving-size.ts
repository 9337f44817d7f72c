import type { UsNutrition } from './types'
import { type NumberFormats, shown, text } from './values'

/** The gram weight is added after the household measure unless that already states it, as "3 oz (85 g)" does. */
export function usServingSize(data: UsNutrition, numbers: NumberFormats): string | null {
  const household = text(data.householdServingSize)
  const grams = shown(data.servingSizeGrams) ? data.servingSizeGrams : null
  if (grams === null) return household
  const weight = `${numbers.number(grams)}g`
  if (!household) return weight
  const statesGrams = new RegExp(
    `(^|[^\\d.,])${String(grams).replace('.', '[.,]')}\\s?(g\\b|克)`,
  ).test(household)
  return statesGrams ? household : `${household} (${weight})`
}
