import {
  type ListingState,
  isStateSegment,
  listingSegment,
  parseListingState,
} from './lib/listing-state'
import { listingUrl } from './lib/listing-url'

export interface RouteListing {
  /** As the browser sent it. */
  raw: string
  state: ListingState
}

/**
 * Splits a listing state off the end of a page's path segments. The site's rewrites hand each
 * segment to the route encoded once more than the browser sent it, so one decode gives back the
 * browser's segment, whose values are still encoded.
 */
export function readListingSegment(segments: readonly string[]): {
  segments: string[]
  listing: RouteListing | null
} {
  const last = segments.at(-1)
  const sent = last === undefined ? '' : decodeSafely(last)
  if (!isStateSegment(sent)) return { segments: [...segments], listing: null }
  return { segments: segments.slice(0, -1), listing: { raw: sent, state: parseListingState(sent) } }
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * One state, one URL: a state written another way (keys out of order, repeated values, page 1)
 * moves to its canonical form. Compared decoded, so an encoding the server normalised never loops.
 */
export function canonicalListingUrl(
  pageUrl: string,
  listing: RouteListing,
): { url: string; redirect: boolean } {
  const canonical = listingSegment(listing.state)
  const url = listingUrl(pageUrl, listing.state)
  return {
    url,
    redirect: canonical === null || decodeSafely(canonical) !== decodeSafely(listing.raw),
  }
}
