/** The tabs of the search screen; categories and other listings count as `other`. */
export const SEARCH_KINDS = ['products', 'recipes', 'brands', 'pages', 'blogs', 'other'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export interface SearchLink {
  relationTo: string
  slug: string | null
  sku: string | null
  path: string | null
}

export interface SearchImage {
  url: string
  alt: string
  width: number
  height: number
}

/** One filterable value of a document: a brand, category, taxonomy term, flag or number. */
export interface SearchAttribute {
  attribute: string
  /** Stable across locales where the value has a key or slug; the text itself otherwise. */
  value: string
  label: string
  number: number | null
}

/** One document in one locale, as the index holds it. */
export interface SearchEntry {
  collection: string
  docId: string
  locale: string
  /** Region tags (`regionUs`) the document is shown in. */
  regions: string[]
  kind: SearchKind
  title: string
  sku: string | null
  /** A sentence or two shown under the title. */
  summary: string
  /** Everything else that should find the document: descriptions, ingredients, brand and category names. */
  body: string
  link: SearchLink
  image: SearchImage | null
  /** ISO date the document was published or dated; newest first among equals. */
  date: string | null
  attributes: SearchAttribute[]
}
