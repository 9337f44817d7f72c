/** What a page's state segment holds, and where a spelling other than its canonical one moves. */
export interface StateRoute<State> {
  state: State
  url: string
  redirect: boolean
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Splits a page's state (a listing's filters, the calculator's inputs, a distributor search) off
 * the end of its path segments; slugs never hold `=`. The site's rewrites hand each segment to
 * the route encoded once more than the browser sent it, so one decode gives back the browser's
 * segment, whose values are still encoded.
 */
export function splitStateSegment(segments: readonly string[]): {
  segments: string[]
  state: string | null
} {
  const last = segments.at(-1)
  const sent = last === undefined ? '' : decodeSafely(last)
  if (!sent.includes('=')) return { segments: [...segments], state: null }
  return { segments: segments.slice(0, -1), state: sent }
}

/**
 * One state, one URL: a segment (as the browser sent it) other than the canonical spelling moves.
 * Compared decoded, so an encoding the server normalised never loops.
 */
export const isOffCanonical = (canonical: string | null, sent: string): boolean =>
  canonical === null || decodeSafely(canonical) !== decodeSafely(sent)
