import type { Translate } from '@/i18n/translate'
import type { KoreaNutrition, NutrientLine, RowDefinition } from './types'
import { type NumberFormats, hasAmounts, percentage, quantity } from './values'

type Nutrient =
  'sodium' | 'carbs' | 'sugars' | 'lipid' | 'transFat' | 'saturatedFat' | 'cholesterol' | 'protein'

/** The MFDS order: sodium, carbohydrate (sugars), fat (trans, saturated), cholesterol, protein. */
const ROWS: RowDefinition<Nutrient>[] = [
  { nutrient: 'sodium', label: 'nutrition.korea.sodium', level: 0 },
  { nutrient: 'carbs', label: 'nutrition.korea.carbs', level: 0 },
  { nutrient: 'sugars', label: 'nutrition.korea.sugars', level: 1 },
  { nutrient: 'lipid', label: 'nutrition.korea.lipid', level: 0 },
  { nutrient: 'transFat', label: 'nutrition.korea.transFat', level: 1 },
  { nutrient: 'saturatedFat', label: 'nutrition.korea.saturatedFat', level: 1 },
  { nutrient: 'cholesterol', label: 'nutrition.korea.cholesterol', level: 0 },
  { nutrient: 'protein', label: 'nutrition.korea.protein', level: 0 },
]

const AMOUNT_KEYS = [
  'energyAmount',
  ...ROWS.map(({ nutrient }) => `${nutrient}Amount` as const),
] as const

export const hasKoreaNutrition = (
  data: KoreaNutrition | null | undefined,
): data is KoreaNutrition => hasAmounts(data, AMOUNT_KEYS)

export function koreaLines(
  data: KoreaNutrition,
  t: Translate,
  numbers: NumberFormats,
): NutrientLine[] {
  return ROWS.flatMap(({ nutrient, label, level }) => {
    const amount = quantity(numbers, data[`${nutrient}Amount`], data[`${nutrient}Unit`])
    if (amount === null) return []
    return [
      {
        nutrient,
        name: t(label),
        level,
        values: [amount, percentage(numbers, data[`${nutrient}DailyValue`])],
      },
    ]
  })
}
