import { sql } from '@payloadcms/db-sqlite'
import { containsPattern, ftsPhrase, startsWithPattern, type QueryTerms } from './query-terms'
import type { SearchEntry } from './search-entry'
import type { SearchDatabase, SearchRequest, SearchStore } from './search-store'
import { replaceEntries } from './index-writes'
import { localeIdRange } from './locale-range'
import { regionNeedle, resultsOf } from './stored-row'

type SQL = ReturnType<typeof sql>

interface SqliteDatabase {
  run(query: SQL): Promise<unknown>
  all<T = Record<string, unknown>>(query: SQL): Promise<T[]>
}

const asSqlite = (db: SearchDatabase) => db as SqliteDatabase

/** What a hit shows: the wide match text stays on disk. */
const HIT_COLUMNS = sql`d.collection, d.doc_id, d.kind, d.title, d.sku, d.summary, d.link, d.image, d.date`

const likeAnyColumn = (term: string) => {
  const pattern = containsPattern(term)
  return sql`(d.match_title LIKE ${pattern} ESCAPE '\\' OR d.match_sku LIKE ${pattern} ESCAPE '\\' OR d.match_body LIKE ${pattern} ESCAPE '\\')`
}

/** Exact SKU first, then titles equal to, starting with and containing the query. */
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

/** The locale's id range (`locale-range.ts`), on the FTS5 rowid or on the table's id. */
function inLocaleRange(column: SQL, locale: string): SQL {
  const { first, end } = localeIdRange(locale)
  return sql`${column} >= CAST(${first} AS INTEGER) AND ${column} < CAST(${end} AS INTEGER)`
}

interface Matching {
  from: SQL
  where: SQL[]
  /** Order by FTS5 relevance, best first (none without an indexed term). */
  byRelevance: SQL[]
}

/**
 * The matching documents of one region and locale, and their FTS5 relevance. The FTS5 match runs
 * first (`CROSS JOIN` keeps that order): left to itself, SQLite walked every entry of the locale and
 * ran the match once per entry, 18 s instead of 0.2 s at 10,000 products. The id range keeps the
 * match to the locale's part of the index.
 */
function matching(request: SearchRequest): Matching {
  const { terms, locale, regionTag } = request
  const scope = [
    sql`d.locale = ${locale}`,
    sql`instr(d.regions, ${regionNeedle(regionTag)}) > 0`,
    ...terms.short.map(likeAnyColumn),
  ]
  if (terms.indexed.length === 0) {
    return {
      from: sql`search_documents d`,
      where: [inLocaleRange(sql`d.id`, locale), ...scope],
      byRelevance: [],
    }
  }
  const match = terms.indexed.map(ftsPhrase).join(' AND ')
  return {
    from: sql`search_documents_fts CROSS JOIN search_documents d ON d.id = search_documents_fts.rowid`,
    where: [
      sql`search_documents_fts MATCH ${match}`,
      inLocaleRange(sql`search_documents_fts.rowid`, locale),
      ...scope,
    ],
    byRelevance: [sql`bm25(search_documents_fts, 10.0, 20.0, 1.0) ASC`],
  }
}

interface FirstPass {
  kind: string | null
  total: number | null
  floor: number | null
  id: number | null
  position: number | null
}

/**
 * One pass over the matches: counts per tab, the page ranked without bm25, and the boost of the
 * page's last hit. No document boosted less can be on the page, so when bm25 has to break ties, the
 * page's query ranks by it (4 µs a document, and a walk of the whole index for its weights) only
 * those boosted at least as much; when no two of those share a boost, bm25 changes nothing and this
 * page stands. A short term scans the locale once, not twice.
 */
async function firstPass(database: SqliteDatabase, request: SearchRequest, found: Matching) {
  const { kind, offset, limit } = request
  const onTab = kind ? sql`kind = ${kind}` : sql`1`
  const order = sql`boost DESC, date DESC, title ASC, id ASC`
  const rows = await database.all<FirstPass>(
    sql`WITH m AS MATERIALIZED (SELECT d.id, d.kind, d.date, d.title,
          ${boost(request.terms)} AS boost
        FROM ${found.from} WHERE ${sql.join(found.where, sql` AND `)}),
      f AS (SELECT (SELECT boost FROM m WHERE ${onTab}
        ORDER BY boost DESC LIMIT 1 OFFSET ${Math.max(offset + limit - 1, 0)}) AS floor)
      SELECT kind, count(*) AS total, NULL AS floor, NULL AS id, NULL AS position
        FROM m GROUP BY kind
      UNION ALL SELECT NULL, (SELECT count(*) - count(DISTINCT boost) FROM m
          WHERE ${onTab} AND boost >= coalesce(f.floor, -1)), f.floor, NULL, NULL FROM f
      UNION ALL SELECT NULL, NULL, NULL, id, row_number() OVER (ORDER BY ${order})
        FROM (SELECT * FROM m WHERE ${onTab} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})`,
  )
  const bounds = rows.find((row) => row.kind === null && row.id === null)
  return {
    counts: rows.filter((row) => row.kind !== null),
    floor: bounds?.floor ?? null,
    /** Candidates for the page sharing a boost with another: only bm25 can order those. */
    ties: Number(bounds?.total ?? 0),
    page: rows
      .filter((row) => row.id !== null)
      .sort((a, b) => Number(a.position) - Number(b.position)),
  }
}

/** The page's hits in the order the first pass ranked them. */
async function hitsInOrder(database: SqliteDatabase, page: FirstPass[]) {
  if (page.length === 0) return []
  const ids = page.map((row) => Number(row.id))
  const rows = await database.all(sql`SELECT ${HIT_COLUMNS}, d.id FROM search_documents d
    WHERE d.id IN (${sql.join(
      ids.map((id) => sql`CAST(${id} AS INTEGER)`),
      sql`, `,
    )})`)
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export const sqliteSearchStore: SearchStore = {
  runner(db) {
    const database = asSqlite(db)
    return {
      sql,
      rows: (query) => database.all(query),
      contains: (column, needle) => sql`instr(${column}, ${needle}) > 0`,
      joinLeftFirst: sql`CROSS JOIN`,
      newEntryId: (locale) => {
        const { first, end } = localeIdRange(locale)
        return sql`coalesce((SELECT id FROM search_documents
          WHERE id >= CAST(${first} AS INTEGER) AND id < CAST(${end} AS INTEGER)
          ORDER BY id DESC LIMIT 1), CAST(${first} AS INTEGER)) + 1`
      },
    }
  },

  replaceDocument(db, collection, docId, entries: SearchEntry[]) {
    return replaceEntries(sqliteSearchStore.runner(db), collection, docId, entries)
  },

  async documents(db) {
    const rows = await asSqlite(db).all<{ collection: string; doc_id: string }>(
      sql`SELECT DISTINCT collection, doc_id FROM search_documents`,
    )
    return rows.map((row) => ({ collection: row.collection, docId: row.doc_id }))
  },

  async search(db, request) {
    const database = asSqlite(db)
    const found = matching(request)
    const { counts, floor, ties, page } = await firstPass(database, request, found)
    const onTab = counts.filter((row) => !request.kind || row.kind === request.kind)
    const total = onTab.reduce((sum, row) => sum + Number(row.total), 0)
    if (request.limit === 0 || total <= request.offset) return resultsOf(counts, [])
    if (found.byRelevance.length === 0 || ties === 0) {
      return resultsOf(counts, await hitsInOrder(database, page))
    }
    const ranked = boost(request.terms)
    const where = [
      ...found.where,
      ...(request.kind ? [sql`d.kind = ${request.kind}`] : []),
      ...(floor === null ? [] : [sql`${ranked} >= ${floor}`]),
    ]
    const order = [
      sql`${ranked} DESC`,
      ...found.byRelevance,
      sql`d.date DESC, d.title ASC, d.id ASC`,
    ]
    const hits = await database.all(sql`SELECT ${HIT_COLUMNS} FROM ${found.from}
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY ${sql.join(order, sql`, `)}
      LIMIT ${request.limit} OFFSET ${request.offset}`)
    return resultsOf(counts, hits)
  },
}
