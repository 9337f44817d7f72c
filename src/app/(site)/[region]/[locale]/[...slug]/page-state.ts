import type { PageView } from '@/content/pages'
import type { ContentScope } from '@/content/scope'
import { EMPTY_CALCULATOR_STATE } from '@/features/avocado-calculator/lib/url-state'
import { calculatorRoute, hasCalculatorBlock } from '@/features/avocado-calculator/route-state'
import { isDistributorFinderPage, readFinderSegment } from '@/features/distributors/finder-route'
import type { FinderState } from '@/features/distributors/lib/finder-state'
import { hasListingBlock } from '@/features/listings/has-listing-block'
import { EMPTY_LISTING_STATE } from '@/features/listings/lib/listing-state'
import { listingRoute } from '@/features/listings/route-state'
import type { StateRoute } from '@/routing/state-segment'
import type { FeatureBlockPage } from '../feature-blocks'

export interface PageState {
  blocks: Omit<FeatureBlockPage, 'pageUrl'>
  /** The search the distributor finder draws under the page's blocks, on its page only. */
  finder: FinderState | null
  /** The canonical URL when the state was spelled another way. */
  redirect: string | null
}

const EMPTY_BLOCKS: PageState['blocks'] = {
  listingState: EMPTY_LISTING_STATE,
  calculatorState: EMPTY_CALCULATOR_STATE,
}

const redirectOf = (route: StateRoute<unknown>) => (route.redirect ? route.url : null)

/**
 * The state segment's owner, in this order: the distributor finder (drawn with or without a
 * search), a listing, the calculator. Null when a segment has no owner on this page: a 404.
 */
export async function readPageState(
  scope: ContentScope,
  page: PageView,
  pageUrl: string,
  segment: string | null,
): Promise<PageState | null> {
  if (await isDistributorFinderPage(scope, page.id)) {
    const search = readFinderSegment(pageUrl, segment)
    return { blocks: EMPTY_BLOCKS, finder: search.state, redirect: redirectOf(search) }
  }
  if (segment === null) return { blocks: EMPTY_BLOCKS, finder: null, redirect: null }
  if (hasListingBlock(page)) {
    const listing = listingRoute(pageUrl, segment)
    const blocks = { ...EMPTY_BLOCKS, listingState: listing.state }
    return { blocks, finder: null, redirect: redirectOf(listing) }
  }
  if (hasCalculatorBlock(page)) {
    const calculator = calculatorRoute(pageUrl, segment)
    const blocks = { ...EMPTY_BLOCKS, calculatorState: calculator.state }
    return { blocks, finder: null, redirect: redirectOf(calculator) }
  }
  return null
}
