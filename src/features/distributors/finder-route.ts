import type { ContentScope } from '@/content/scope'
import { getSiteSettings, isFeatureOn } from '@/content/settings'
import {
  EMPTY_FINDER_STATE,
  type FinderState,
  finderSegment,
  finderUrl,
  parseFinderState,
} from './lib/finder-state'

/** Whether this page is the region's find-a-distributor page with the finder switched on. */
export async function isDistributorFinderPage(
  scope: ContentScope,
  pageId: number,
): Promise<boolean> {
  const settings = await getSiteSettings(scope)
  if (settings?.findADistributorPageId !== pageId) return false
  return isFeatureOn(scope, 'distributorFinder')
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The search a state segment (as the browser sent it) holds, and whether the URL must move to the
 * search's canonical form. Compared decoded, so an encoding the server normalised never loops.
 */
export function readFinderSegment(
  pageUrl: string,
  raw: string | null,
): { state: FinderState; url: string; redirect: boolean } {
  if (raw === null) return { state: EMPTY_FINDER_STATE, url: pageUrl, redirect: false }
  const state = parseFinderState(raw)
  const canonical = finderSegment(state)
  return {
    state,
    url: finderUrl(pageUrl, state),
    redirect: canonical === null || decodeSafely(canonical) !== decodeSafely(raw),
  }
}
