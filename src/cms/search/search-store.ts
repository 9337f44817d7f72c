import type { QueryTerms } from './query-terms'
import type { SqlRunner } from './sql-runner'
import type { SearchEntry, SearchImage, SearchKind, SearchLink } from './search-entry'

/** A drizzle database or transaction of either adapter; each store knows its own. */
export type SearchDatabase = unknown

export interface SearchRequest {
  terms: QueryTerms
  regionTag: string
  locale: string
  /** Only this tab's documents on the page; counts are always for every tab. */
  kind: SearchKind | null
  limit: number
  offset: number
}

export interface SearchHit {
  collection: string
  docId: string
  kind: SearchKind
  title: string
  sku: string | null
  summary: string
  link: SearchLink
  image: SearchImage | null
  date: string | null
}

export interface SearchResults {
  counts: Record<SearchKind, number>
  hits: SearchHit[]
}

/** The index in one database. Writes take the publishing transaction, so the index commits with it. */
export interface SearchStore {
  /** The shared statements' view of this database (or transaction). */
  runner(db: SearchDatabase): SqlRunner
  replaceDocument(
    db: SearchDatabase,
    collection: string,
    docId: string,
    entries: SearchEntry[],
  ): Promise<void>
  /** Every indexed document, as `collection` and `docId`. */
  documents(db: SearchDatabase): Promise<{ collection: string; docId: string }[]>
  search(db: SearchDatabase, request: SearchRequest): Promise<SearchResults>
}
