import { getRegion, type NutritionFormat } from '@/routing/regions'

export type { NutritionFormat }

/** The label convention a region's market uses (decisions.md); an unknown id gets the default region's. */
export function nutritionFormatFor(regionId: string): NutritionFormat {
  return getRegion(regionId).nutritionFormat
}
