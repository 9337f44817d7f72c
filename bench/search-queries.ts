import { regionNeedle } from '../src/cms/search/stored-row'
import { regionTag } from '../src/routing/regions'
import type { IndexRow } from './search-index-rows'
import {
  QUERY_KINDS,
  type QueryKind,
  type QueryKindSpec,
  type Random,
  type Script,
  pick,
} from './search-query-kinds'

export interface BenchQuery {
  kind: QueryKind
  query: string
  region: string
  locale: string
  tab: string
  page: number
}

const EDITIONS: readonly { region: string; locale: string; script: Script }[] = [
  { region: 'us', locale: 'en', script: 'latin' },
  { region: 'mexico', locale: 'es', script: 'latin' },
  { region: 'br', locale: 'pt-BR', script: 'latin' },
  { region: 'korea', locale: 'ko-KR', script: 'cjk' },
  { region: 'japan', locale: 'ja-JP', script: 'cjk' },
  { region: 'china', locale: 'zh', script: 'cjk' },
]
type Edition = (typeof EDITIONS)[number]

// Draws stop after this many tries per query wanted, so a small index yields fewer queries, not a hang.
const ATTEMPTS_PER_QUERY = 50

/** Most queries are page 1 of every tab; some open the tab of what they found, some page 2. */
function placement(row: IndexRow | null, random: Random): Pick<BenchQuery, 'tab' | 'page'> {
  const roll = random()
  if (roll < 0.15) return { tab: row?.kind ?? 'products', page: 1 }
  if (roll < 0.3) return { tab: 'all', page: 2 }
  return { tab: 'all', page: 1 }
}

function rowsOf(rows: IndexRow[], edition: Edition): IndexRow[] {
  const needle = regionNeedle(regionTag(edition.region))
  return rows.filter((row) => row.locale === edition.locale && row.regions.includes(needle))
}

interface KindSource {
  kind: QueryKind
  spec: QueryKindSpec
  /** Per edition the entries this kind can be made from; `[null]` for a kind that needs none. */
  pools: { edition: Edition; rows: (IndexRow | null)[] }[]
}

function kindSources(rows: IndexRow[]): KindSource[] {
  const byEdition = EDITIONS.map((edition) => ({ edition, rows: rowsOf(rows, edition) }))
  return (Object.entries(QUERY_KINDS) as [QueryKind, QueryKindSpec][]).map(([kind, spec]) => ({
    kind,
    spec,
    pools: byEdition
      .filter(({ edition }) => spec.scripts.includes(edition.script))
      .map(({ edition, rows }) => ({
        edition,
        rows: spec.accepts ? rows.filter(spec.accepts) : [null],
      }))
      .filter((pool) => pool.rows.length > 0),
  }))
}

/** Draws queries of one kind, editions in turn, until it has `wanted` new ones or gives up. */
function draw(source: KindSource, wanted: number, taken: Set<string>, random: Random) {
  const queries: BenchQuery[] = []
  const { kind, spec, pools } = source
  let attempts = wanted * ATTEMPTS_PER_QUERY
  // Starts where the last draw left off, so one query at a time still goes round the editions.
  let turn = taken.size
  while (queries.length < wanted && attempts-- > 0) {
    const pool = pools[turn++ % pools.length]
    if (!pool) break
    const row = pick(pool.rows, random) ?? null
    const query = spec.make(row, random)?.trim()
    const { region, locale } = pool.edition
    const key = `${region}|${locale}|${query?.toLowerCase()}`
    if (!query || taken.has(key)) continue
    taken.add(key)
    queries.push({ kind, query, region, locale, ...placement(row, random) })
  }
  return queries
}

/**
 * `count` distinct queries (by text, region and locale) made from what the index holds, the same
 * ones for the same index and seed: each kind's share first, then the kinds that match something
 * take turns filling what a small index could not give.
 */
export function buildSearchQueries(rows: IndexRow[], count: number, random: Random): BenchQuery[] {
  const sources = kindSources(rows)
  const taken = new Set<string>()
  const queries = sources.flatMap((source) =>
    draw(source, Math.round(source.spec.share * count), taken, random),
  )
  const fillers = sources.filter((source) => source.kind !== 'none')
  for (let added = 1; queries.length < count && added > 0;) {
    added = 0
    for (const source of fillers) {
      if (queries.length >= count) break
      const more = draw(source, 1, taken, random)
      added += more.length
      queries.push(...more)
    }
  }
  return queries.slice(0, count)
}
