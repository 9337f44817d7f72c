import type { ProductNutritionFieldsFragment } from '@/content/generated/graphql'
import type { Translate } from '@/i18n/translate'
import type { NumberFormats } from './values'

export type UsNutrition = NonNullable<ProductNutritionFieldsFragment['nutritionUs']>
export type AnzNutrition = NonNullable<ProductNutritionFieldsFragment['nutritionAnz']>
export type JapanNutrition = NonNullable<ProductNutritionFieldsFragment['nutritionJapan']>
export type KoreaNutrition = NonNullable<ProductNutritionFieldsFragment['nutritionKorea']>

export interface PanelProps<T> {
  data: T
  t: Translate
  numbers: NumberFormats
  /** Id of the panel's heading, which names its table. */
  labelledBy: string
}

/** Indentation of a nutrient under the one it is part of (saturated fat under total fat). */
export type Level = 0 | 1 | 2
