import type { SearchRequest, SearchResults } from './search-store'
import type { Row, SQL, SqlRunner } from './sql-runner'
import { resultsOf } from './stored-row'

/** The matching documents (as `d`) of one request, as each database finds them. */
export interface Matching {
  from: SQL
  where: SQL[]
  /** Exact SKU, then titles equal to, starting with and containing the query. */
  boost: SQL
  /** Relevance order, best first; none when the database has no relevance for the query. */
  byRelevance: SQL[]
}

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/**
 * One pass over the matches: counts per tab, the page ranked without relevance, and the boost of
 * the page's last hit. No document boosted less can be on the page, so when relevance has to break
 * ties, the page's query ranks (bm25: 4 µs a document and a walk of the whole index for its
 * weights) only those boosted at least as much; when no two of those share a boost, relevance
 * changes nothing and this page stands.
 */
async function firstPass(runner: SqlRunner, request: SearchRequest, found: Matching) {
  const { sql } = runner
  const { kind, offset, limit } = request
  const onTab = kind ? sql`kind = ${kind}` : sql`TRUE`
  const order = sql`boost DESC, date DESC NULLS LAST, title ASC, id ASC`
  const rows = await runner.rows(sql`WITH m AS MATERIALIZED (SELECT d.id, d.kind, d.date,
        d.title, ${found.boost} AS boost FROM ${found.from} WHERE ${sql.join(found.where, sql` AND `)}),
      f AS (SELECT (SELECT boost FROM m WHERE ${onTab}
        ORDER BY boost DESC LIMIT 1 OFFSET ${Math.max(offset + limit - 1, 0)}) AS floor)
    SELECT kind, count(*) AS total, CAST(NULL AS INTEGER) AS floor, CAST(NULL AS INTEGER) AS id,
        CAST(NULL AS BIGINT) AS position
      FROM m GROUP BY kind
    UNION ALL SELECT NULL, (SELECT count(*) - count(DISTINCT boost) FROM m
        WHERE ${onTab} AND boost >= coalesce(f.floor, -1)), f.floor, NULL, NULL FROM f
    UNION ALL SELECT NULL, NULL, NULL, p.id, row_number() OVER (ORDER BY ${order})
      FROM (SELECT * FROM m WHERE ${onTab} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) p`)
  const bounds = rows.find((row) => row.kind === null && row.id === null)
  return {
    counts: rows.filter((row) => row.kind !== null),
    floor: number(bounds?.floor),
    /** Candidates for the page that share a boost with another: only relevance orders those. */
    ties: number(bounds?.total) ?? 0,
    page: rows
      .filter((row) => row.id !== null)
      .sort((a, b) => Number(a.position) - Number(b.position))
      .map((row) => Number(row.id)),
  }
}

/** What a hit shows: the wide match text stays on disk. */
const hitColumns = (runner: SqlRunner) =>
  runner.sql`d.collection, d.doc_id, d.kind, d.title, d.sku, d.summary, d.link, d.image, d.date`

async function hitsInOrder(runner: SqlRunner, ids: number[]): Promise<Row[]> {
  const { sql } = runner
  if (ids.length === 0) return []
  const list = sql.join(
    ids.map((id) => sql`CAST(${id} AS INTEGER)`),
    sql`, `,
  )
  const rows = await runner.rows(
    sql`SELECT ${hitColumns(runner)}, d.id FROM search_documents d WHERE d.id IN (${list})`,
  )
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined)
}

/** Counts per tab and one page of hits, in the ranking both databases share. */
export async function rankedSearch(
  runner: SqlRunner,
  request: SearchRequest,
  found: Matching,
): Promise<SearchResults> {
  const { sql } = runner
  const { counts, floor, ties, page } = await firstPass(runner, request, found)
  const onTab = counts.filter((row) => !request.kind || row.kind === request.kind)
  const total = onTab.reduce((sum, row) => sum + Number(row.total), 0)
  if (request.limit === 0 || total <= request.offset) return resultsOf(counts, [])
  if (found.byRelevance.length === 0 || ties === 0) {
    return resultsOf(counts, await hitsInOrder(runner, page))
  }
  const where = [
    ...found.where,
    ...(request.kind ? [sql`d.kind = ${request.kind}`] : []),
    ...(floor === null ? [] : [sql`${found.boost} >= ${floor}`]),
  ]
  const order = [
    sql`${found.boost} DESC`,
    ...found.byRelevance,
    sql`d.date DESC NULLS LAST, d.title ASC, d.id ASC`,
  ]
  const hits = await runner.rows(sql`SELECT ${hitColumns(runner)} FROM ${found.from}
    WHERE ${sql.join(where, sql` AND `)} ORDER BY ${sql.join(order, sql`, `)}
    LIMIT ${request.limit} OFFSET ${request.offset}`)
  return resultsOf(counts, hits)
}
