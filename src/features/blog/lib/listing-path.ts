import type { BlogSort } from '@/content/blog'
import type { ContentScope } from '@/content/scope'
import { buildPath } from '@/routing/build'
import { ROUTE } from '@/routing/segments'

/** Which posts a listing shows: all of the region's, or one category's or author's. */
export type BlogListingOf = { kind: 'all' } | { kind: 'category' | 'author'; slug: string }

export interface ListingPlace {
  sort: BlogSort
  page: number
}

/**
 * Sort and page live in the path (`/oldest`, `/page/{n}`), not the query, so every listing page
 * is its own cacheable URL. The defaults (newest, page 1) have no segment.
 */
export const OLDEST_SEGMENT = 'oldest'
export const PAGE_SEGMENT = 'page'
const MAX_PAGE = 9999

export function blogListingPath(scope: ContentScope, of: BlogListingOf, { sort, page }: ListingPlace): string {
  const segments = [
    ROUTE.blog,
    ...(of.kind === 'all' ? [] : [of.kind === 'category' ? ROUTE.category : ROUTE.author, of.slug]),
    ...(sort === 'oldest' ? [OLDEST_SEGMENT] : []),
    ...(page > 1 ? [PAGE_SEGMENT, String(page)] : []),
  ]
  return buildPath({ regionId: scope.regionId, locale: scope.locale, segments })
}

/** `[]`, `[oldest]`, `[page, n]` or `[oldest, page, n]` (n ≥ 2, no leading zero); else null. */
export function parseListingTail(tail: readonly string[]): ListingPlace | null {
  const [first, ...rest] = tail
  const sort: BlogSort = first === OLDEST_SEGMENT ? 'oldest' : 'newest'
  const paging = sort === 'oldest' ? rest : tail
  if (paging.length === 0) return { sort, page: 1 }
  const [word, number, ...extra] = paging
  if (word !== PAGE_SEGMENT || extra.length > 0 || !number || !/^[1-9]\d*$/.test(number)) return null
  const page = Number(number)
  return page >= 2 && page <= MAX_PAGE ? { sort, page } : null
}
