import type { ProductNutritionFieldsFragment } from '@/content/generated/graphql'
import type { MessageKey } from '@/i18n/messages'
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
  labelledBy: string
}

/** Indentation of a nutrient under the one it is part of (saturated fat under total fat). */
export type Level = 0 | 1 | 2

export interface RowDefinition<N extends string> {
  nutrient: N
  label: MessageKey
  level: Level
  amountInName?: true
}

/** Worded once for the page panel and the spec sheet. */
export interface NutrientLine {
  nutrient: string
  name: string
  level: Level
  values: readonly (string | null)[]
  amountInName?: true
}
