import type { ContentScope } from '@/content/scope'
import { type ListingPlace, listingPlaceSegments } from '@/lib/listing-place'
import { buildPath } from '@/routing/build'
import { ROUTE } from '@/routing/segments'

export type BlogListingOf = { kind: 'all' } | { kind: 'category' | 'author'; slug: string }

export function blogListingPath(
  scope: ContentScope,
  of: BlogListingOf,
  place: ListingPlace,
): string {
  const segments = [
    ROUTE.blog,
    ...(of.kind === 'all' ? [] : [of.kind === 'category' ? ROUTE.category : ROUTE.author, of.slug]),
    ...listingPlaceSegments(place),
  ]
  return buildPath({ regionId: scope.regionId, locale: scope.locale, segments })
}
