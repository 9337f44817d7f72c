import { normalizeForSearch } from './normalize'
import type { SearchEntry } from './search-entry'
import { SEARCH_KINDS, type SearchKind } from './search-entry'
import type { SearchHit, SearchResults } from './search-store'

/** Region tags stored space-delimited, so one tag is found with `' regionUs '` in either database. */
export const regionsColumn = (regions: string[]) => ` ${regions.join(' ')} `
export const regionNeedle = (regionTag: string) => ` ${regionTag} `

/** The columns both databases store for an entry, in this order. */
export function storedValues(entry: SearchEntry) {
  return {
    collection: entry.collection,
    docId: entry.docId,
    locale: entry.locale,
    regions: regionsColumn(entry.regions),
    kind: entry.kind,
    title: entry.title,
    sku: entry.sku,
    summary: entry.summary,
    link: JSON.stringify(entry.link),
    image: entry.image ? JSON.stringify(entry.image) : null,
    date: entry.date,
    matchTitle: normalizeForSearch(entry.title),
    matchSku: normalizeForSearch(entry.sku ?? ''),
    matchBody: normalizeForSearch(entry.body),
  }
}

type Row = Record<string, unknown>

function parsed<T>(value: unknown): T | null {
  if (typeof value !== 'string') return null
  try {
    return JSON.parse(value) as T
  } catch {
    return null
  }
}

export function hitOf(row: Row): SearchHit {
  return {
    collection: String(row.collection),
    docId: String(row.doc_id),
    kind: row.kind as SearchKind,
    title: String(row.title),
    sku: typeof row.sku === 'string' ? row.sku : null,
    summary: String(row.summary ?? ''),
    link: parsed(row.link) ?? {
      relationTo: String(row.collection),
      slug: null,
      sku: null,
      path: null,
    },
    image: parsed(row.image),
    date: typeof row.date === 'string' ? row.date : null,
  }
}

export function resultsOf(countRows: Row[], hitRows: Row[]): SearchResults {
  const counts = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<
    SearchKind,
    number
  >
  for (const row of countRows) {
    const kind = row.kind as SearchKind
    if (kind in counts) counts[kind] = Number(row.total)
  }
  return { counts, hits: hitRows.map(hitOf) }
}
