import type { ContentScope } from '@/content/scope'
import { type ListingPlace, listingPlaceSegments } from '@/lib/listing-place'
import { buildPath } from '@/routing/build'
import { ROUTE } from '@/routing/segments'

export type RecipeListingOf = { kind: 'all' } | { kind: 'category'; slug: string }

export function recipeListingPath(
  scope: ContentScope,
  of: RecipeListingOf,
  place: ListingPlace,
): string {
  const segments = [
    ROUTE.recipes,
    ...(of.kind === 'category' ? [ROUTE.category, of.slug] : []),
    ...listingPlaceSegments(place),
  ]
  return buildPath({ regionId: scope.regionId, locale: scope.locale, segments })
}
