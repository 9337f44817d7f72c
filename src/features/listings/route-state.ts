import { isOffCanonical, type StateRoute } from '@/routing/state-segment'
import { type ListingState, listingSegment, parseListingState } from './lib/listing-state'
import { listingUrl } from './lib/listing-url'

/**
 * The state in a listing page's last segment (as the browser sent it); a state written another
 * way (keys out of order, repeated values, page 1) moves to its canonical URL.
 */
export function listingRoute(pageUrl: string, sent: string): StateRoute<ListingState> {
  const state = parseListingState(sent)
  return {
    state,
    url: listingUrl(pageUrl, state),
    redirect: isOffCanonical(listingSegment(state), sent),
  }
}
