import type { ContentScope } from '@/content/scope'
import { getSiteSettings, isFeatureOn } from '@/content/settings'
import { isOffCanonical, type StateRoute } from '@/routing/state-segment'
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

/** The search a state segment (as the browser sent it) holds; none is the empty search. */
export function readFinderSegment(pageUrl: string, raw: string | null): StateRoute<FinderState> {
  if (raw === null) return { state: EMPTY_FINDER_STATE, url: pageUrl, redirect: false }
  const state = parseFinderState(raw)
  return {
    state,
    url: finderUrl(pageUrl, state),
    redirect: isOffCanonical(finderSegment(state), raw),
  }
}
