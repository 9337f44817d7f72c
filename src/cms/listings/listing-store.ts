import type { Payload } from 'payload'
import type { TypedFastBitSet } from 'typedfastbitset'
import { pickAtRandom } from '../../lib/pick-at-random'
import type { SearchHit } from '../search/search-store'
import type { SqlRunner } from '../search/sql-runner'
import { hitOf } from '../search/stored-row'
import { allOfBits } from './condition-bits'
import type { Condition } from './conditions'
import type { FacetSnapshot } from './facet-snapshot'
import { currentSnapshot } from './snapshot-cache'
import { snapshotOrder } from './snapshot-order'

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

function countFacet(
  snapshot: FacetSnapshot,
  scope: TypedFastBitSet,
  facet: FacetCount,
  refinements: Refinement[],
): FacetResult {
  if (facet.kind === 'range') {
    let [min, max] = [Infinity, -Infinity]
    const pairs = snapshot.numbers.get(facet.attribute)
    pairs?.entries.forEach((position, index) => {
      if (!scope.has(position)) return
      const number = pairs.numbers[index]!
      if (number < min) min = number
      if (number > max) max = number
    })
    const found = min <= max
    return {
      attribute: facet.attribute,
      kind: 'range',
      min: found ? min : null,
      max: found ? max : null,
    }
  }
  const others = refinements
    .filter((item) => !(facet.excludeOwn && item.attribute === facet.attribute))
    .map((item) => item.condition)
  const counted = scope.new_intersection(allOfBits(snapshot, others))
  const values: CountedValue[] = []
  const byValue = snapshot.values.get(facet.attribute) ?? new Map()
  for (const value of [...byValue.keys()].sort()) {
    const { label, bits } = byValue.get(value)!
    if (!bits.intersects(scope)) continue
    values.push({ value, label, count: bits.intersection_size(counted) })
    if (values.length === MAX_FACET_OPTIONS) break
  }
  return { attribute: facet.attribute, kind: 'values', values }
}

function pagePositions(
  snapshot: FacetSnapshot,
  matching: TypedFastBitSet,
  query: ListingQuery,
): number[] {
  if (query.limit <= 0) return []
  if (query.sort.by === 'random') return pickAtRandom(matching.array(), query.limit)
  const wanted: number[] = []
  let skipped = 0
  for (const position of snapshotOrder(snapshot, query.sort)) {
    if (!matching.has(position)) continue
    if (skipped < query.offset) skipped++
    else if (wanted.push(position) === query.limit) break
  }
  return wanted
}

async function hitsAt(
  runner: SqlRunner,
  snapshot: FacetSnapshot,
  positions: number[],
): Promise<SearchHit[]> {
  if (positions.length === 0) return []
  const { sql } = runner
  const ids = positions.map((position) => snapshot.ids[position]!)
  const rows = await runner.rows(sql`SELECT d.* FROM search_documents d
    WHERE d.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [hitOf(row)] : []
  })
}

/**
 * One page of a listing and the counts of its facets, all from the public index: the scope is the
 * collection in the locale and region, narrowed by the template's base set; counts never see
 * anything a visitor could not find. Filters and counts run on the scope's in-memory snapshot;
 * only the page's own rows are read.
 */
export async function queryListing(payload: Payload, query: ListingQuery): Promise<ListingResults> {
  const { snapshot, runner } = await currentSnapshot(payload, {
    collection: query.collection,
    locale: query.locale,
    regionTag: query.regionTag,
  })
  const scope = allOfBits(snapshot, query.base)
  const matching = scope.new_intersection(
    allOfBits(
      snapshot,
      query.refinements.map((item) => item.condition),
    ),
  )
  const hits = await hitsAt(runner, snapshot, pagePositions(snapshot, matching, query))
  return {
    total: matching.size(),
    hits,
    facets: query.facets.map((facet) => countFacet(snapshot, scope, facet, query.refinements)),
  }
}
