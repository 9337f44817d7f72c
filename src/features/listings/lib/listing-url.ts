import { type ListingState, listingSegment } from './listing-state'

/** The listing page's URL for a state: its own path, then the state segment when there is one. */
export function listingUrl(pageUrl: string, state: ListingState): string {
  const segment = listingSegment(state)
  if (!segment) return pageUrl
  return `${pageUrl.replace(/\/$/, '')}/${segment}`
}
