import type { Payload } from 'payload'
import { findRegion, regionSupportsLocale, regionTag } from '../../routing/regions'
import { hasTerms, queryTerms } from './query-terms'
import { SEARCH_KINDS, type SearchKind } from './search-entry'
import type { SearchResults } from './search-store'
import { searchDatabase, searchStore } from './stores'

export const SEARCH_PAGE_SIZE = 12
/** Past this page a visitor has long refined the query; deeper pages answer no hits. */
export const MAX_SEARCH_PAGE = 50

export interface SearchArgs {
  query: string
  region: string
  locale: string
  /** A tab name (`products` …); anything else is every tab. */
  tab?: string | null
  page?: number | null
}

export interface SearchAnswer extends SearchResults {
  /** Documents on the chosen tab (all tabs for `all`). */
  total: number
  page: number
  pageCount: number
}

const noCounts = () =>
  Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>

const isKind = (tab: unknown): tab is SearchKind =>
  typeof tab === 'string' && (SEARCH_KINDS as readonly string[]).includes(tab)

/** The public index only: drafts, hidden, noindex and gated documents are never in it. */
export async function runSearch(payload: Payload, args: SearchArgs): Promise<SearchAnswer> {
  const region = findRegion(args.region)
  const terms = queryTerms(typeof args.query === 'string' ? args.query : '')
  const kind = isKind(args.tab) ? args.tab : null
  const page = Math.max(1, Math.floor(Number.isFinite(args.page) ? Number(args.page) : 1))
  const empty: SearchAnswer = { counts: noCounts(), hits: [], total: 0, page, pageCount: 0 }
  if (!region || !regionSupportsLocale(region, args.locale) || !hasTerms(terms)) return empty
  const results = await searchStore(payload).search(await searchDatabase(payload), {
    terms,
    regionTag: regionTag(region.id),
    locale: args.locale,
    kind,
    limit: page > MAX_SEARCH_PAGE ? 0 : SEARCH_PAGE_SIZE,
    offset: (Math.min(page, MAX_SEARCH_PAGE + 1) - 1) * SEARCH_PAGE_SIZE,
  })
  const total = kind
    ? results.counts[kind]
    : Object.values(results.counts).reduce((sum, count) => sum + count, 0)
  return {
    ...results,
    total,
    page,
    pageCount: Math.min(Math.ceil(total / SEARCH_PAGE_SIZE), MAX_SEARCH_PAGE),
  }
}
