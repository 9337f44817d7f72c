import { hitOf, regionNeedle } from '../search/stored-row'
import type { SearchHit } from '../search/search-store'
import type { SQL, SqlRunner } from '../search/sql-runner'
import { allOf, conditionSql } from './condition-sql'
import type { Condition } from './conditions'

/** At most this many values of one attribute are counted and offered. */
export const MAX_FACET_OPTIONS = 100

export interface Refinement {
  attribute: string
  condition: Condition
}

export interface FacetCount {
  attribute: string
  kind: 'values' | 'range'
  /** `or` facets count as if their own choice were not made, so the other values stay choosable. */
  excludeOwn: boolean
}

export interface ListingSort {
  by: 'title' | 'date' | 'number' | 'random'
  attribute?: string
  direction: 'asc' | 'desc'
}

export interface ListingQuery {
  collection: string
  locale: string
  regionTag: string
  base: Condition[]
  refinements: Refinement[]
  facets: FacetCount[]
  sort: ListingSort
  limit: number
  offset: number
}

export interface CountedValue {
  value: string
  label: string
  count: number
}

export type FacetResult =
  | { attribute: string; kind: 'values'; values: CountedValue[] }
  | { attribute: string; kind: 'range'; min: number | null; max: number | null }

export interface ListingResults {
  total: number
  hits: SearchHit[]
  facets: FacetResult[]
}

function orderBy(runner: SqlRunner, sort: ListingSort): SQL {
  const { sql } = runner
  const direction = sort.direction === 'desc' ? sql`DESC` : sql`ASC`
  if (sort.by === 'random') return sql`random()`
  if (sort.by === 'date') return sql`d.date IS NULL, d.date ${direction}, d.title ASC, d.id ASC`
  if (sort.by === 'number' && sort.attribute) {
    const value = sql`(SELECT min(a.number) FROM search_attributes a
      WHERE a.entry_id = d.id AND a.attribute = ${sort.attribute})`
    return sql`${value} IS NULL, ${value} ${direction}, d.title ASC, d.id ASC`
  }
  return sql`d.title ${direction}, d.id ASC`
}

async function countFacet(
  runner: SqlRunner,
  scope: SQL,
  facet: FacetCount,
  refinements: Refinement[],
): Promise<FacetResult> {
  const { sql } = runner
  if (facet.kind === 'range') {
    const [row] = await runner.rows(sql`SELECT min(a.number) AS low, max(a.number) AS high
      FROM search_documents d ${runner.joinLeftFirst} search_attributes a
        ON a.entry_id = d.id AND a.attribute = ${facet.attribute}
      WHERE ${scope}`)
    const number = (value: unknown) =>
      value === null || value === undefined ? null : Number(value)
    return {
      attribute: facet.attribute,
      kind: 'range',
      min: number(row?.low),
      max: number(row?.high),
    }
  }
  const others = refinements
    .filter((item) => !(facet.excludeOwn && item.attribute === facet.attribute))
    .map((item) => conditionSql(sql, item.condition))
  const rows = await runner.rows(sql`SELECT a.value AS value, max(a.label) AS label,
      sum(CASE WHEN ${allOf(sql, others)} THEN 1 ELSE 0 END) AS matching
    FROM search_documents d ${runner.joinLeftFirst} search_attributes a
      ON a.entry_id = d.id AND a.attribute = ${facet.attribute}
    WHERE ${scope}
    GROUP BY a.value ORDER BY a.value LIMIT ${MAX_FACET_OPTIONS}`)
  return {
    attribute: facet.attribute,
    kind: 'values',
    values: rows.map((row) => ({
      value: String(row.value),
      label: String(row.label),
      count: Number(row.matching),
    })),
  }
}

/**
 * One page of a listing and the counts of its facets, all from the public index: the scope is the
 * collection in the locale and region, narrowed by the template's base set; counts never see
 * anything a visitor could not find.
 */
export async function queryListing(
  runner: SqlRunner,
  query: ListingQuery,
): Promise<ListingResults> {
  const { sql } = runner
  const scope = allOf(sql, [
    sql`d.collection = ${query.collection}`,
    sql`d.locale = ${query.locale}`,
    runner.contains(sql`d.regions`, regionNeedle(query.regionTag)),
    ...query.base.map((condition) => conditionSql(sql, condition)),
  ])
  const matching = allOf(sql, [
    scope,
    ...query.refinements.map((item) => conditionSql(sql, item.condition)),
  ])
  const [counted] = await runner.rows(
    sql`SELECT count(*) AS total FROM search_documents d WHERE ${matching}`,
  )
  const hits =
    query.limit > 0
      ? await runner.rows(sql`SELECT d.* FROM search_documents d WHERE ${matching}
          ORDER BY ${orderBy(runner, query.sort)} LIMIT ${query.limit} OFFSET ${query.offset}`)
      : []
  const facets: FacetResult[] = []
  for (const facet of query.facets)
    facets.push(await countFacet(runner, scope, facet, query.refinements))
  return { total: Number(counted?.total ?? 0), hits: hits.map(hitOf), facets }
}
