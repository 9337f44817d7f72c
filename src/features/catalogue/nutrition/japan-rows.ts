import type { Translate } from '@/i18n/translate'
import type { JapanNutrition, NutrientLine, RowDefinition } from './types'
import { type NumberFormats, hasAmounts, quantity } from './values'

type Nutrient = 'energy' | 'protein' | 'fat' | 'carbs' | 'salt'

/** The order of the Food Labeling Standard: energy, protein, fat, carbohydrate, salt equivalent. */
const ROWS: RowDefinition<Nutrient>[] = [
  { nutrient: 'energy', label: 'nutrition.japan.energy', level: 0 },
  { nutrient: 'protein', label: 'nutrition.japan.protein', level: 0 },
  { nutrient: 'fat', label: 'nutrition.japan.fat', level: 0 },
  { nutrient: 'carbs', label: 'nutrition.japan.carbohydrate', level: 0 },
  { nutrient: 'salt', label: 'nutrition.japan.salt', level: 0 },
]

const AMOUNT_KEYS = ROWS.map(({ nutrient }) => `${nutrient}Amount` as const)

export const hasJapanNutrition = (
  data: JapanNutrition | null | undefined,
): data is JapanNutrition => hasAmounts(data, AMOUNT_KEYS)

export function japanLines(
  data: JapanNutrition,
  t: Translate,
  numbers: NumberFormats,
): NutrientLine[] {
  return ROWS.flatMap(({ nutrient, label, level }) => {
    const amount = quantity(numbers, data[`${nutrient}Amount`], data[`${nutrient}Unit`])
    return amount === null ? [] : [{ nutrient, name: t(label), level, values: [amount] }]
  })
}
