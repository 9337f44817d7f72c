import { SEARCH_TABS, type SearchTab } from '@/content/search-tabs'

/** What the index reads of a query; longer input is cut rather than refused. */
export const MAX_QUERY_LENGTH = 100
/** Pages past the index's last (50) answer no results; anything larger is read as this. */
const PAGE_CEILING = 51

export interface SearchState {
  query: string
  tab: SearchTab
  page: number
}

type Params = Record<string, string | string[] | undefined>

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Spaces collapsed, at most MAX_QUERY_LENGTH characters (not UTF-16 units). */
export function cleanQuery(raw: string | null | undefined): string {
  return [...(raw ?? '').replace(/\s+/gu, ' ').trim()].slice(0, MAX_QUERY_LENGTH).join('')
}

/** Reads `q`, `tab` and `page`; anything unknown or malformed falls back to the first page of All. */
export function readSearchParams(params: Params): SearchState {
  const query = cleanQuery(firstOf(params.q))
  const tabParam = firstOf(params.tab)
  const tab = (SEARCH_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as SearchTab)
    : 'all'
  const pageParam = firstOf(params.page) ?? '1'
  const page = /^\d{1,6}$/.test(pageParam)
    ? Math.min(Math.max(Number(pageParam), 1), PAGE_CEILING)
    : 1
  return { query, tab, page }
}

/** The search screen's URL for a state, leaving defaults out so every state has one address. */
export function searchHref(searchPath: string, state: SearchState): string {
  const params = new URLSearchParams()
  if (state.query) params.set('q', state.query)
  if (state.tab !== 'all') params.set('tab', state.tab)
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `${searchPath}?${query}` : searchPath
}
