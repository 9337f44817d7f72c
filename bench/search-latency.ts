/**
 * `npm run bench:search`: site search latency, in process, on the database of DATABASE_URL.
 * 200 distinct queries made from the index itself (words, phrases, typed prefixes, SKUs, unaccented
 * words, Korean, Japanese and Chinese substrings, a few that match nothing) over six regions, each
 * timed once through runSearch after 20 warm-up queries. Prints figures and writes bench/out/search.json.
 *   BENCH_SEARCH_QUERIES=200  BENCH_SEARCH_SEED=16
 */
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Payload } from 'payload'
import { loadSecrets } from '../scripts/lib/secrets.mjs'
import { runSearch } from '../src/cms/search/run-search'
import { seededRandom } from '../src/cms/seed/context'
import {
  groupedFigures,
  latencyFigures,
  type LatencyFigures,
  shapeOf,
  slowest,
  type TimedQuery,
} from './search-figures'
import { readIndexRows, readIndexSize } from './search-index-rows'
import { type BenchQuery, buildSearchQueries } from './search-queries'

const root = path.resolve(import.meta.dirname, '..')
const QUERY_COUNT = Number(process.env.BENCH_SEARCH_QUERIES ?? 200)
const SEED = Number(process.env.BENCH_SEARCH_SEED ?? 16)
const WARM_UP = 20

/** Stays unless main() finishes: an early exit is reported (EX_TEMPFAIL) instead of passing silently. */
process.exitCode = 75

async function timed(payload: Payload, query: BenchQuery): Promise<TimedQuery> {
  const started = performance.now()
  const answer = await runSearch(payload, query)
  return { ...query, ms: performance.now() - started, total: answer.total }
}

function tableRow(figures: LatencyFigures) {
  return {
    count: figures.count,
    'p50 ms': figures.p50,
    'p95 ms': figures.p95,
    'p99 ms': figures.p99,
    'max ms': figures.max,
    'with hits': `${Math.round(figures.withHits * 100)} %`,
  }
}

function printFigures(figures: Record<string, LatencyFigures>): void {
  console.table(Object.fromEntries(Object.entries(figures).map(([k, f]) => [k, tableRow(f)])))
}

async function main(): Promise<void> {
  // Production, as the site serves: in development Payload regenerates its types in a child process
  // at start-up, which would compete with the timed queries for the CPU.
  Object.assign(process.env, loadSecrets(path.join(root, 'data')), { NODE_ENV: 'production' })
  const { loadPayload } = await import('../src/cms/load-payload')
  const payload = await loadPayload()
  const size = await readIndexSize(payload)
  console.log(
    `search index: ${size.entries} entries; ${size.products} products, ${size.indexedProducts} of them indexed`,
  )
  const queries = buildSearchQueries(await readIndexRows(payload), QUERY_COUNT, seededRandom(SEED))
  for (const query of queries.slice(0, WARM_UP)) await runSearch(payload, query)
  const results: TimedQuery[] = []
  for (const query of queries) results.push(await timed(payload, query))

  const overall = latencyFigures(results)
  const byKind = groupedFigures(results, (query) => query.kind)
  const byShape = groupedFigures(results, shapeOf)
  printFigures({ 'every query': overall, ...byKind, ...byShape })
  console.log('slowest queries:')
  console.table(
    slowest(results, 5).map(({ kind, query, region, locale, tab, page, ms, total }) => ({
      kind,
      query,
      'region/locale': `${region}/${locale}`,
      tab,
      page,
      ms: Math.round(ms * 10) / 10,
      found: total,
    })),
  )
  const outDir = path.join(root, 'bench', 'out')
  fs.mkdirSync(outDir, { recursive: true })
  const report = {
    measuredAt: new Date().toISOString(),
    database: payload.db.name,
    size,
    overall,
    byKind,
    byShape,
    queries: results,
  }
  fs.writeFileSync(path.join(outDir, 'search.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log('written: bench/out/search.json')
  await payload.destroy()
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
