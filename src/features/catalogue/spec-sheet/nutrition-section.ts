import type { ProductNutritionFieldsFragment } from '@/content/generated/graphql'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { anzLines, hasAnzNutrition } from '../nutrition/anz-rows'
import { nutritionFormatFor } from '../nutrition/format'
import { hasJapanNutrition, japanLines } from '../nutrition/japan-rows'
import { hasKoreaNutrition, koreaLines } from '../nutrition/korea-rows'
import type {
  AnzNutrition,
  JapanNutrition,
  KoreaNutrition,
  NutrientLine,
  UsNutrition,
} from '../nutrition/types'
import { hasUsNutrition, usLines } from '../nutrition/us-rows'
import { usServingSize } from '../nutrition/us-serving-size'
import { type NumberFormats, numberFormats, quantity, shown, text } from '../nutrition/values'
import type { SheetBlock, SheetSection, TableRow } from './types'

type Panel = { heading: string; blocks: (SheetBlock | null | false)[] } | null

const table = (columns: string[], lines: NutrientLine[]): SheetBlock | null =>
  lines.length > 0
    ? {
        kind: 'table',
        columns,
        rows: lines.map(({ name, level, values }): TableRow => ({ name, level, values })),
      }
    : null
const line = (value: string | null): SheetBlock | null =>
  value ? { kind: 'text', text: value } : null
const note = (value: string): SheetBlock => ({ kind: 'text', text: value, note: true })

function us(data: UsNutrition | null, t: Translate, numbers: NumberFormats): Panel {
  if (!hasUsNutrition(data)) return null
  const { macronutrients, micronutrients } = usLines(data, t, numbers)
  const calories = shown(data.calories) ? numbers.number(data.calories) : null
  const servings = shown(data.averageServingsPerCase)
    ? t('nutrition.us.servingsPerContainer', { count: data.averageServingsPerCase })
    : null
  const size = usServingSize(data, numbers)
  return {
    heading: t('nutrition.us.title'),
    blocks: [
      line(servings),
      size !== null && { kind: 'text', label: t('nutrition.us.servingSize'), text: size },
      calories !== null && { kind: 'text', label: t('nutrition.us.calories'), text: calories },
      table(
        [t('nutrition.nutrient'), t('nutrition.us.amountPerServing'), t('nutrition.us.dailyValue')],
        [...macronutrients, ...micronutrients],
      ),
      note(t('nutrition.us.footnote')),
    ],
  }
}

function anz(data: AnzNutrition | null, t: Translate, numbers: NumberFormats): Panel {
  if (!hasAnzNutrition(data)) return null
  const servings = shown(data.servingsPerPackage)
    ? t('nutrition.anz.servingsPerPackage', { count: numbers.number(data.servingsPerPackage) })
    : null
  const size = text(data.servingSize)
  return {
    heading: t('nutrition.anz.title'),
    blocks: [
      line(servings),
      line(size && t('nutrition.anz.servingSize', { size })),
      table(
        [t('nutrition.nutrient'), t('nutrition.anz.perServing'), t('nutrition.anz.per100g')],
        anzLines(data, t, numbers),
      ),
    ],
  }
}

function japan(data: JapanNutrition | null, t: Translate, numbers: NumberFormats): Panel {
  if (!hasJapanNutrition(data)) return null
  const ingredients = text(data.ingredients)
  return {
    heading: text(data.title) ?? t('nutrition.japan.title'),
    blocks: [
      table([t('nutrition.nutrient'), t('nutrition.amount')], japanLines(data, t, numbers)),
      ingredients !== null && {
        kind: 'text',
        label: t('nutrition.japan.ingredients'),
        text: ingredients,
      },
    ],
  }
}

function korea(data: KoreaNutrition | null, t: Translate, numbers: NumberFormats): Panel {
  if (!hasKoreaNutrition(data)) return null
  const total = quantity(numbers, data.totalAmountAmount, data.totalAmountUnit)
  const energy = quantity(numbers, data.energyAmount, data.energyUnit)
  return {
    heading: t('nutrition.korea.title'),
    blocks: [
      line(total && t('nutrition.korea.totalAmount', { amount: total })),
      energy !== null && { kind: 'text', label: t('nutrition.korea.energy'), text: energy },
      table(
        [
          t('nutrition.nutrient'),
          t('nutrition.korea.perTotalAmount'),
          t('nutrition.korea.dailyValue'),
        ],
        koreaLines(data, t, numbers),
      ),
      note(t('nutrition.korea.footnote')),
    ],
  }
}

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
  return {
    heading: panel.heading,
    blocks: panel.blocks.filter((block): block is SheetBlock => Boolean(block)),
  }
}
