/** The search screen's tabs: every kind of result, and all of them. */
export const SEARCH_TABS = [
  'all',
  'products',
  'recipes',
  'brands',
  'pages',
  'blogs',
  'other',
] as const
export type SearchTab = (typeof SEARCH_TABS)[number]
export type SearchKind = Exclude<SearchTab, 'all'>
