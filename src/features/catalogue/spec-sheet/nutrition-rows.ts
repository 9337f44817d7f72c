import type { ProductNutritionFieldsFragment } from '@/content/generated/graphql'
import type { MessageKey } from '@/i18n/messages'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { nutritionFormatFor } from '../nutrition/format'
import type { AnzNutrition, JapanNutrition, KoreaNutrition, UsNutrition } from '../nutrition/types'
import { type NumberFormats, numberFormats, percentage, quantity, shown, text } from '../nutrition/values'
import type { SheetBlock, SheetSection, TableRow } from './types'

/*
 * The rows of each region's label, in the order of the page's panels (nutrition/*-panel.tsx).
 * The panels keep their row lists to themselves and are React components, which a route handler
 * should not load, so the order is restated here; the values go through the same helpers.
 */

interface Row<N extends string> {
  nutrient: N
  label: MessageKey
  level: number
}

type UsNutrient = 'totalFat' | 'saturatedFat' | 'transFat' | 'cholesterol' | 'sodium' | 'totalCarbohydrate' | 'dietaryFiber' | 'totalSugars' | 'addedSugar' | 'protein' | 'vitaminD' | 'calcium' | 'iron' | 'potassium'
const US_ROWS: Row<UsNutrient>[] = [
  { nutrient: 'totalFat', label: 'nutrition.us.totalFat', level: 0 },
  { nutrient: 'saturatedFat', label: 'nutrition.us.saturatedFat', level: 1 },
  { nutrient: 'transFat', label: 'nutrition.us.transFat', level: 1 },
  { nutrient: 'cholesterol', label: 'nutrition.us.cholesterol', level: 0 },
  { nutrient: 'sodium', label: 'nutrition.us.sodium', level: 0 },
  { nutrient: 'totalCarbohydrate', label: 'nutrition.us.totalCarbohydrate', level: 0 },
  { nutrient: 'dietaryFiber', label: 'nutrition.us.dietaryFiber', level: 1 },
  { nutrient: 'totalSugars', label: 'nutrition.us.totalSugars', level: 1 },
  { nutrient: 'addedSugar', label: 'nutrition.us.addedSugars', level: 2 },
  { nutrient: 'protein', label: 'nutrition.us.protein', level: 0 },
  { nutrient: 'vitaminD', label: 'nutrition.us.vitaminD', level: 0 },
  { nutrient: 'calcium', label: 'nutrition.us.calcium', level: 0 },
  { nutrient: 'iron', label: 'nutrition.us.iron', level: 0 },
  { nutrient: 'potassium', label: 'nutrition.us.potassium', level: 0 },
]

type AnzNutrient = 'energy' | 'protein' | 'totalFat' | 'saturatedFat' | 'carbohydrateTotal' | 'carbohydrateSugars' | 'dietaryFiber' | 'sodium'
const ANZ_ROWS: Row<AnzNutrient>[] = [
  { nutrient: 'energy', label: 'nutrition.anz.energy', level: 0 },
  { nutrient: 'protein', label: 'nutrition.anz.protein', level: 0 },
  { nutrient: 'totalFat', label: 'nutrition.anz.fatTotal', level: 0 },
  { nutrient: 'saturatedFat', label: 'nutrition.anz.saturated', level: 1 },
  { nutrient: 'carbohydrateTotal', label: 'nutrition.anz.carbohydrate', level: 0 },
  { nutrient: 'carbohydrateSugars', label: 'nutrition.anz.sugars', level: 1 },
  { nutrient: 'dietaryFiber', label: 'nutrition.anz.dietaryFibre', level: 0 },
  { nutrient: 'sodium', label: 'nutrition.anz.sodium', level: 0 },
]

type JapanNutrient = 'energy' | 'protein' | 'fat' | 'carbs' | 'salt'
const JAPAN_ROWS: Row<JapanNutrient>[] = [
  { nutrient: 'energy', label: 'nutrition.japan.energy', level: 0 },
  { nutrient: 'protein', label: 'nutrition.japan.protein', level: 0 },
  { nutrient: 'fat', label: 'nutrition.japan.fat', level: 0 },
  { nutrient: 'carbs', label: 'nutrition.japan.carbohydrate', level: 0 },
  { nutrient: 'salt', label: 'nutrition.japan.salt', level: 0 },
]

type KoreaNutrient = 'sodium' | 'carbs' | 'sugars' | 'lipid' | 'transFat' | 'saturatedFat' | 'cholesterol' | 'protein'
const KOREA_ROWS: Row<KoreaNutrient>[] = [
  { nutrient: 'sodium', label: 'nutrition.korea.sodium', level: 0 },
  { nutrient: 'carbs', label: 'nutrition.korea.carbs', level: 0 },
  { nutrient: 'sugars', label: 'nutrition.korea.sugars', level: 1 },
  { nutrient: 'lipid', label: 'nutrition.korea.lipid', level: 0 },
  { nutrient: 'transFat', label: 'nutrition.korea.transFat', level: 1 },
  { nutrient: 'saturatedFat', label: 'nutrition.korea.saturatedFat', level: 1 },
  { nutrient: 'cholesterol', label: 'nutrition.korea.cholesterol', level: 0 },
  { nutrient: 'protein', label: 'nutrition.korea.protein', level: 0 },
]

type Panel = { heading: string; blocks: (SheetBlock | null | false)[] } | null

const table = (columns: string[], rows: TableRow[]): SheetBlock | null => (rows.length > 0 ? { kind: 'table', columns, rows } : null)
const line = (value: string | null): SheetBlock | null => (value ? { kind: 'text', text: value } : null)
const note = (value: string): SheetBlock => ({ kind: 'text', text: value, note: true })

function us(data: UsNutrition | null, t: Translate, numbers: NumberFormats): Panel {
  if (!data) return null
  const calories = shown(data.calories) ? numbers.number(data.calories) : null
  const rows = US_ROWS.flatMap(({ nutrient, label, level }): TableRow[] => {
    const amount = quantity(numbers, data[`${nutrient}Amount`], data[`${nutrient}Unit`])
    if (amount === null) return []
    const dailyValue = percentage(numbers, data[`${nutrient}DailyValue`])
    if (nutrient === 'addedSugar') return [{ name: t(label, { amount }), level, values: [null, dailyValue] }]
    return [{ name: t(label), level, values: [amount, dailyValue] }]
  })
  if (rows.length === 0 && calories === null) return null
  const servings = shown(data.averageServingsPerCase) ? t('nutrition.us.servingsPerContainer', { count: numbers.number(data.averageServingsPerCase) }) : null
  const size = text(data.householdServingSize) ?? (shown(data.servingSizeGrams) ? `${numbers.number(data.servingSizeGrams)}g` : null)
  return {
    heading: t('nutrition.us.title'),
    blocks: [
      line(servings),
      size !== null && { kind: 'text', label: t('nutrition.us.servingSize'), text: size },
      calories !== null && { kind: 'text', label: t('nutrition.us.calories'), text: calories },
      table([t('nutrition.nutrient'), t('nutrition.us.amountPerServing'), t('nutrition.us.dailyValue')], rows),
      note(t('nutrition.us.footnote')),
    ],
  }
}

function anz(data: AnzNutrition | null, t: Translate, numbers: NumberFormats): Panel {
  if (!data) return null
  const rows = ANZ_ROWS.flatMap(({ nutrient, label, level }): TableRow[] => {
    const unit = data[`${nutrient}Unit`]
    const perServing = quantity(numbers, data[`${nutrient}PerServing`], unit, ' ')
    const per100g = quantity(numbers, data[`${nutrient}Per100g`], unit, ' ')
    return perServing === null && per100g === null ? [] : [{ name: t(label), level, values: [perServing, per100g] }]
  })
  if (rows.length === 0) return null
  const servings = shown(data.servingsPerPackage) ? t('nutrition.anz.servingsPerPackage', { count: numbers.number(data.servingsPerPackage) }) : null
  const size = text(data.servingSize)
  return {
    heading: t('nutrition.anz.title'),
    blocks: [
      line(servings),
      line(size && t('nutrition.anz.servingSize', { size })),
      table([t('nutrition.nutrient'), t('nutrition.anz.perServing'), t('nutrition.anz.per100g')], rows),
    ],
  }
}

function japan(data: JapanNutrition | null, t: Translate, numbers: NumberFormats): Panel {
  if (!data) return null
  const rows = JAPAN_ROWS.flatMap(({ nutrient, label, level }): TableRow[] => {
    const amount = quantity(numbers, data[`${nutrient}Amount`], data[`${nutrient}Unit`])
    return amount === null ? [] : [{ name: t(label), level, values: [amount] }]
  })
  if (rows.length === 0) return null
  const ingredients = text(data.ingredients)
  return {
    heading: text(data.title) ?? t('nutrition.japan.title'),
    blocks: [
      table([t('nutrition.nutrient'), t('nutrition.amount')], rows),
      ingredients !== null && { kind: 'text', label: t('nutrition.japan.ingredients'), text: ingredients },
    ],
  }
}

function korea(data: KoreaNutrition | null, t: Translate, numbers: NumberFormats): Panel {
  if (!data) return null
  const total = quantity(numbers, data.totalAmountAmount, data.totalAmountUnit)
  const energy = quantity(numbers, data.energyAmount, data.energyUnit)
  const rows = KOREA_ROWS.flatMap(({ nutrient, label, level }): TableRow[] => {
    const amount = quantity(numbers, data[`${nutrient}Amount`], data[`${nutrient}Unit`])
    return amount === null ? [] : [{ name: t(label), level, values: [amount, percentage(numbers, data[`${nutrient}DailyValue`])] }]
  })
  if (rows.length === 0 && energy === null) return null
  return {
    heading: t('nutrition.korea.title'),
    blocks: [
      line(total && t('nutrition.korea.totalAmount', { amount: total })),
      energy !== null && { kind: 'text', label: t('nutrition.korea.energy'), text: energy },
      table([t('nutrition.nutrient'), t('nutrition.korea.perTotalAmount'), t('nutrition.korea.dailyValue')], rows),
      note(t('nutrition.korea.footnote')),
    ],
  }
}

/** The nutrition label of the region's format as a sheet section; nothing when hidden or empty. */
export function nutritionSection(
  product: ProductNutritionFieldsFragment,
  { regionId, locale, t }: { regionId: string; locale: Locale; t: Translate },
): SheetSection | null {
  if (product.hideNutritionalFactPanel) return null
  const numbers = numberFormats(locale)
  const format = nutritionFormatFor(regionId)
  const panel =
    format === 'anz'
      ? anz(product.nutritionAnz, t, numbers)
      : format === 'japan'
        ? japan(product.nutritionJapan, t, numbers)
        : format === 'korea'
          ? korea(product.nutritionKorea, t, numbers)
          : us(product.nutritionUs, t, numbers)
  if (!panel) return null
  return { heading: panel.heading, blocks: panel.blocks.filter((block): block is SheetBlock => Boolean(block)) }
}
