import { sql } from '@payloadcms/db-postgres'
import { containsPattern, rankingLexemes, startsWithPattern, type QueryTerms } from './query-terms'
import type { SearchEntry } from './search-entry'
import type { SearchDatabase, SearchRequest, SearchStore } from './search-store'
import { replaceEntries } from './index-writes'
import type { SqlTag } from './sql-runner'
import { rankedSearch, type Matching } from './ranked-search'
import { regionNeedle } from './stored-row'

type SQL = ReturnType<typeof sql>

interface PostgresDatabase {
  execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }>
}

const asPostgres = (db: SearchDatabase) => db as PostgresDatabase

/** Every term anywhere in the title, SKU or text: the trigram index serves terms of 3+ characters. */
const contains = (term: string) => sql`d.match_all LIKE ${containsPattern(term)} ESCAPE '\\'`

/** Exact SKU first, then titles equal to, starting with and containing the query (as in SQLite). */
function boost(terms: QueryTerms): SQL {
  const titleHas = [...terms.indexed, ...terms.short].map(
    (term) =>
      sql`(CASE WHEN d.match_title LIKE ${containsPattern(term)} ESCAPE '\\' THEN 10 ELSE 0 END)`,
  )
  return sql`(CASE WHEN d.match_sku = ${terms.phrase} THEN 1000 ELSE 0 END
    + CASE WHEN d.match_title = ${terms.phrase} THEN 200
           WHEN d.match_title LIKE ${startsWithPattern(terms.phrase)} ESCAPE '\\' THEN 100
           ELSE 0 END
    + ${sql.join(titleHas, sql` + `)})`
}

/** Full-text relevance of the words as prefixes (`fri:*`), weighted title over text. */
function byRelevance(terms: QueryTerms): SQL[] {
  const lexemes = rankingLexemes(terms)
  if (lexemes.length === 0) return []
  const query = sql.join(
    lexemes.map((lexeme) => sql`to_tsquery('simple', ${`${lexeme}:*`})`),
    sql` && `,
  )
  return [sql`ts_rank(d.search_vector, ${query}) DESC`]
}

function matching(request: SearchRequest): Matching {
  const { terms, locale, regionTag } = request
  return {
    from: sql`search_documents d`,
    where: [
      sql`d.locale = ${locale}`,
      sql`position(${regionNeedle(regionTag)} in d.regions) > 0`,
      ...[...terms.indexed, ...terms.short].map(contains),
    ],
    boost: boost(terms),
    byRelevance: byRelevance(terms),
  }
}

export const postgresSearchStore: SearchStore = {
  runner(db) {
    const database = asPostgres(db)
    return {
      sql: sql as unknown as SqlTag,
      rows: async (query) => (await database.execute(query as unknown as SQL)).rows,
      contains: (column, needle) => sql`position(${needle} in ${column}) > 0` as never,
      joinLeftFirst: sql`JOIN` as never,
      listOf: (expression) => sql`string_agg((${expression})::text, ',')` as never,
      newEntryId: () => sql`DEFAULT` as never,
    }
  },

  replaceDocument(db, collection, docId, entries: SearchEntry[]) {
    return replaceEntries(postgresSearchStore.runner(db), collection, docId, entries)
  },

  async documents(db) {
    const { rows } = await asPostgres(db).execute(
      sql`SELECT DISTINCT collection, doc_id FROM search_documents`,
    )
    return rows.map((row) => ({ collection: String(row.collection), docId: String(row.doc_id) }))
  },

  search(db, request) {
    return rankedSearch(postgresSearchStore.runner(db), request, matching(request))
  },
}
