import type { MessageKey } from '@/i18n/messages'
import type { Translate } from '@/i18n/translate'
import type { NutrientLine, RowDefinition, UsNutrition } from './types'
import { type NumberFormats, hasAmounts, percentage, quantity } from './values'

type Nutrient =
  | 'totalFat'
  | 'saturatedFat'
  | 'transFat'
  | 'cholesterol'
  | 'sodium'
  | 'totalCarbohydrate'
  | 'dietaryFiber'
  | 'totalSugars'
  | 'addedSugar'
  | 'protein'
  | 'vitaminD'
  | 'calcium'
  | 'iron'
  | 'potassium'

const MACRONUTRIENTS: RowDefinition<Nutrient>[] = [
  { nutrient: 'totalFat', label: 'nutrition.us.totalFat', level: 0 },
  { nutrient: 'saturatedFat', label: 'nutrition.us.saturatedFat', level: 1 },
  { nutrient: 'transFat', label: 'nutrition.us.transFat', level: 1 },
  { nutrient: 'cholesterol', label: 'nutrition.us.cholesterol', level: 0 },
  { nutrient: 'sodium', label: 'nutrition.us.sodium', level: 0 },
  { nutrient: 'totalCarbohydrate', label: 'nutrition.us.totalCarbohydrate', level: 0 },
  { nutrient: 'dietaryFiber', label: 'nutrition.us.dietaryFiber', level: 1 },
  { nutrient: 'totalSugars', label: 'nutrition.us.totalSugars', level: 1 },
  { nutrient: 'addedSugar', label: 'nutrition.us.addedSugars', level: 2, amountInName: true },
  { nutrient: 'protein', label: 'nutrition.us.protein', level: 0 },
]

const MICRONUTRIENTS: RowDefinition<Nutrient>[] = [
  { nutrient: 'vitaminD', label: 'nutrition.us.vitaminD', level: 0 },
  { nutrient: 'calcium', label: 'nutrition.us.calcium', level: 0 },
  { nutrient: 'iron', label: 'nutrition.us.iron', level: 0 },
  { nutrient: 'potassium', label: 'nutrition.us.potassium', level: 0 },
]

const ROWS = [...MACRONUTRIENTS, ...MICRONUTRIENTS]

const AMOUNT_KEYS = ['calories', ...ROWS.map((row) => `${row.nutrient}Amount` as const)] as const

/** Message keys of the names that state their amount, which take it as `{amount}`. */
export const US_AMOUNT_IN_NAME: readonly MessageKey[] = ROWS.flatMap((row) =>
  row.amountInName ? [row.label] : [],
)

export const hasUsNutrition = (data: UsNutrition | null | undefined): data is UsNutrition =>
  hasAmounts(data, AMOUNT_KEYS)

function lines(
  rows: RowDefinition<Nutrient>[],
  data: UsNutrition,
  t: Translate,
  numbers: NumberFormats,
): NutrientLine[] {
  return rows.flatMap(({ nutrient, label, level, amountInName }): NutrientLine[] => {
    const amount = quantity(numbers, data[`${nutrient}Amount`], data[`${nutrient}Unit`])
    if (amount === null) return []
    const dailyValue = percentage(numbers, data[`${nutrient}DailyValue`])
    return amountInName
      ? [{ nutrient, name: t(label, { amount }), level, values: [null, dailyValue], amountInName }]
      : [{ nutrient, name: t(label), level, values: [amount, dailyValue] }]
  })
}

export function usLines(data: UsNutrition, t: Translate, numbers: NumberFormats) {
  return {
    macronutrients: lines(MACRONUTRIENTS, data, t, numbers),
    micronutrients: lines(MICRONUTRIENTS, data, t, numbers),
  }
}
