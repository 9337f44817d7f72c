import { sql } from '@payloadcms/db-postgres'
import { containsPattern, rankingLexemes, startsWithPattern, type QueryTerms } from './query-terms'
import type { SearchEntry } from './search-entry'
import type { SearchDatabase, SearchRequest, SearchStore } from './search-store'
import { replaceEntries } from './index-writes'
import type { SqlTag } from './sql-runner'
import { regionNeedle, resultsOf } from './stored-row'

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
function relevance(terms: QueryTerms): SQL {
  const lexemes = rankingLexemes(terms)
  if (lexemes.length === 0) return sql`0`
  const query = sql.join(
    lexemes.map((lexeme) => sql`to_tsquery('simple', ${`${lexeme}:*`})`),
    sql` && `,
  )
  return sql`ts_rank(d.search_vector, ${query})`
}

function matched(request: SearchRequest): SQL {
  const { terms, locale, regionTag } = request
  const scope = [
    sql`d.locale = ${locale}`,
    sql`position(${regionNeedle(regionTag)} in d.regions) > 0`,
    ...[...terms.indexed, ...terms.short].map(contains),
  ]
  return sql`SELECT d.id, d.kind, ${boost(terms)} AS boost, ${relevance(terms)} AS relevance
    FROM search_documents d WHERE ${sql.join(scope, sql` AND `)}`
}

export const postgresSearchStore: SearchStore = {
  runner(db) {
    const database = asPostgres(db)
    return {
      sql: sql as unknown as SqlTag,
      rows: async (query) => (await database.execute(query as unknown as SQL)).rows,
      contains: (column, needle) => sql`position(${needle} in ${column}) > 0` as never,
      joinLeftFirst: sql`JOIN` as never,
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

  async search(db, request) {
    const database = asPostgres(db)
    const found = matched(request)
    const counts = await database.execute(
      sql`SELECT m.kind, count(*) AS total FROM (${found}) m GROUP BY m.kind`,
    )
    const kindFilter = request.kind ? sql`WHERE m.kind = ${request.kind}` : sql``
    const hits = await database.execute(sql`SELECT d.* FROM (${found}) m
      JOIN search_documents d ON d.id = m.id ${kindFilter}
      ORDER BY m.boost DESC, m.relevance DESC, d.date DESC NULLS LAST, d.title ASC, d.id ASC
      LIMIT ${request.limit} OFFSET ${request.offset}`)
    return resultsOf(counts.rows, hits.rows)
  },
}
