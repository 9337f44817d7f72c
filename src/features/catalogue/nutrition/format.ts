import { getRegion, type NutritionFormat } from '@/routing/regions'

export type { NutritionFormat }

export function nutritionFormatFor(regionId: string): NutritionFormat {
  return getRegion(regionId).nutritionFormat
}
