import type { SearchKind } from '@/content/search-tabs'

/** The suggestions the search bar shows while a visitor types. */
export const MAX_SUGGESTIONS = 6
/** decisions.md: suggestions are asked for this long after the last keystroke. */
export const SUGGEST_DEBOUNCE_MS = 300
export const MIN_SUGGEST_LENGTH = 2

export interface Suggestion {
  title: string
  href: string
  kind: SearchKind
}

export interface SuggestionsResponse {
  query: string
  suggestions: Suggestion[]
}

export function suggestionsUrl(query: string, regionId: string, locale: string): string {
  const params = new URLSearchParams({ q: query, region: regionId, locale })
  return `/api/search/suggestions?${params}`
}
