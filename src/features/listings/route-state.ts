import {
  type ListingState,
  isStateSegment,
  listingSegment,
  parseListingState,
} from './lib/listing-state'
import { listingUrl } from './lib/listing-url'

export interface RouteListing {
  /** As it arrived, still percent-encoded. */
  raw: string
  state: ListingState
}

/** Splits a listing state off the end of a page's (encoded) path segments. */
export function readListingSegment(segments: readonly string[]): {
  segments: string[]
  listing: RouteListing | null
} {
  const last = segments.at(-1)
  if (last === undefined || !isStateSegment(decodeSafely(last)))
    return { segments: [...segments], listing: null }
  return { segments: segments.slice(0, -1), listing: { raw: last, state: parseListingState(last) } }
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
