import type { RecipeYield } from '@/content/recipes'

export interface YieldLine {
  label: 'servings' | 'portionSize' | 'customMeasurement'
  value: string
}

const joined = (...parts: (string | number | null)[]) =>
  parts.filter((part) => part !== null && part !== '').join(' ')

/** Editors often type the measure into the portion size too ('9 oz' with measure 'oz'): say it once. */
function portion(size: string, measure: string | null): string {
  return measure && !size.toLowerCase().endsWith(measure.toLowerCase())
    ? joined(size, measure)
    : size
}

export function yieldLines(
  recipeYield: RecipeYield,
  formatNumber: (value: number) => string,
): YieldLine[] {
  const lines: YieldLine[] = []
  if (recipeYield.servings !== null)
    lines.push({
      label: 'servings',
      value: joined(formatNumber(recipeYield.servings), recipeYield.unit),
    })
  if (recipeYield.portionSize)
    lines.push({
      label: 'portionSize',
      value: portion(recipeYield.portionSize, recipeYield.measure),
    })
  if (recipeYield.customMeasurement)
    lines.push({ label: 'customMeasurement', value: recipeYield.customMeasurement })
  return lines
}
