import type { Translate } from '@/i18n/translate'
import type { AnzNutrition, NutrientLine, RowDefinition } from './types'
import { type NumberFormats, hasAmounts, quantity } from './values'

type Nutrient =
  | 'energy'
  | 'protein'
  | 'totalFat'
  | 'saturatedFat'
  | 'carbohydrateTotal'
  | 'carbohydrateSugars'
  | 'dietaryFiber'
  | 'sodium'

const ROWS: RowDefinition<Nutrient>[] = [
  { nutrient: 'energy', label: 'nutrition.anz.energy', level: 0 },
  { nutrient: 'protein', label: 'nutrition.anz.protein', level: 0 },
  { nutrient: 'totalFat', label: 'nutrition.anz.fatTotal', level: 0 },
  { nutrient: 'saturatedFat', label: 'nutrition.anz.saturated', level: 1 },
  { nutrient: 'carbohydrateTotal', label: 'nutrition.anz.carbohydrate', level: 0 },
  { nutrient: 'carbohydrateSugars', label: 'nutrition.anz.sugars', level: 1 },
  { nutrient: 'dietaryFiber', label: 'nutrition.anz.dietaryFibre', level: 0 },
  { nutrient: 'sodium', label: 'nutrition.anz.sodium', level: 0 },
]

const AMOUNT_KEYS = ROWS.flatMap(({ nutrient }) => [
  `${nutrient}PerServing` as const,
  `${nutrient}Per100g` as const,
])

export const hasAnzNutrition = (data: AnzNutrition | null | undefined): data is AnzNutrition =>
  hasAmounts(data, AMOUNT_KEYS)

export function anzLines(data: AnzNutrition, t: Translate, numbers: NumberFormats): NutrientLine[] {
  return ROWS.flatMap(({ nutrient, label, level }) => {
    const unit = data[`${nutrient}Unit`]
    const perServing = quantity(numbers, data[`${nutrient}PerServing`], unit, ' ')
    const per100g = quantity(numbers, data[`${nutrient}Per100g`], unit, ' ')
    if (perServing === null && per100g === null) return []
    return [{ nutrient, name: t(label), level, values: [perServing, per100g] }]
  })
}
