export type ListingSort = 'newest' | 'oldest'

export const LISTING_SORTS: readonly ListingSort[] = ['newest', 'oldest']

export interface ListingPlace {
  sort: ListingSort
  page: number
}

// In the path, not the query, so every listing page is its own cacheable URL.
export const OLDEST_SEGMENT = 'oldest'
export const PAGE_SEGMENT = 'page'
const MAX_PAGE = 9999

/** A listing's one indexed place; later pages and other orders repeat documents the sitemap lists. */
export const isFirstPlace = ({ sort, page }: ListingPlace): boolean =>
  sort === 'newest' && page === 1

export const isListingSort = (value: unknown): value is ListingSort =>
  LISTING_SORTS.some((sort) => sort === value)

export function listingPlaceSegments({ sort, page }: ListingPlace): string[] {
  return [
    ...(sort === 'oldest' ? [OLDEST_SEGMENT] : []),
    ...(page > 1 ? [PAGE_SEGMENT, String(page)] : []),
  ]
}

/** `[]`, `[oldest]`, `[page, n]` or `[oldest, page, n]` (n ≥ 2, no leading zero); else null. */
export function parseListingTail(tail: readonly string[]): ListingPlace | null {
  const [first, ...rest] = tail
  const sort: ListingSort = first === OLDEST_SEGMENT ? 'oldest' : 'newest'
  const paging = sort === 'oldest' ? rest : tail
  if (paging.length === 0) return { sort, page: 1 }
  const [word, number, ...extra] = paging
  if (word !== PAGE_SEGMENT || extra.length > 0 || !number || !/^[1-9]\d*$/.test(number))
    return null
  const page = Number(number)
  return page >= 2 && page <= MAX_PAGE ? { sort, page } : null
}
