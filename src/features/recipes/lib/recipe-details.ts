import type { RecipeDetail, RecipeTaxon } from '@/content/recipes'
import type { Translate } from '@/i18n/translate'

/** A detail is words or taxa (brands, categories), which have pages to link to. */
export type RecipeDetailValue = { text: string } | { taxa: readonly RecipeTaxon[] }

export interface RecipeDetailRow {
  label: string
  value: RecipeDetailValue
}

const words = (text: string | null): RecipeDetailValue | null => (text ? { text } : null)
const taxa = (list: readonly RecipeTaxon[]): RecipeDetailValue | null =>
  list.length > 0 ? { taxa: list } : null

/** The recipe's details that have a value, in the order the page shows them. */
export function recipeDetailRows(recipe: RecipeDetail, t: Translate): RecipeDetailRow[] {
  const rows: [string, RecipeDetailValue | null][] = [
    [t('recipes.dishType'), words(recipe.dishType)],
    [
      t('recipes.mealTypes'),
      words(recipe.mealTypes.map((type) => t(`recipes.mealType.${type}`)).join(', ')),
    ],
    [
      t('recipes.marketSegments'),
      words(recipe.marketSegments.map((segment) => t(`recipes.segment.${segment}`)).join(', ')),
    ],
    [t('recipes.brands'), taxa(recipe.brands)],
    [t('recipes.categories'), taxa(recipe.categories)],
  ]
  return rows.flatMap(([label, value]) => (value ? [{ label, value }] : []))
}
