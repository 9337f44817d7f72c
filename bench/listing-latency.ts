/**
 * `npm run bench:listing`: facet listing cost, in process, on the database of DATABASE_URL. Every
 * seeded facet template in us/en is asked for its first page, each filter's first value, two
 * filters at once, a sort and page 2; each state timed BENCH_LISTING_ROUNDS times after one warm-up.
 * Prints figures and writes bench/out/listing.json.
 */
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { loadSecrets } from '../scripts/lib/secrets.mjs'
import { readSnapshot } from '../src/cms/listings/facet-snapshot'
import { type ListingArgs, type RefinementArg, runListing } from '../src/cms/listings/run-listing'
import { searchDatabase, searchStore } from '../src/cms/search/stores'
import { latencyFigures } from './search-figures'

const root = path.resolve(import.meta.dirname, '..')
const ROUNDS = Number(process.env.BENCH_LISTING_ROUNDS ?? 10)

process.exitCode = 75

type Payload = Awaited<ReturnType<typeof import('../src/cms/load-payload').loadPayload>>

async function statesOf(payload: Payload, template: number): Promise<ListingArgs[]> {
  const base: ListingArgs = { template, region: 'us', locale: 'en' }
  const first = await runListing(payload, base)
  if (!first) return []
  const picks = first.filters.flatMap((filter): RefinementArg[] => {
    const option = filter.options.find((item) => item.count > 0)
    if (option) return [{ attribute: filter.attribute, values: [option.value] }]
    if (filter.range?.min != null && filter.range.max != null)
      return [{ attribute: filter.attribute, min: (filter.range.min + filter.range.max) / 2 }]
    return []
  })
  return [
    base,
    ...picks.map((pick) => ({ ...base, refinements: [pick] })),
    ...(picks.length > 1 ? [{ ...base, refinements: picks.slice(0, 2) }] : []),
    ...first.sorts.map((sort) => ({ ...base, sort: sort.key })),
    { ...base, page: 2 },
  ]
}

/** What a listing pays once after the index changed: reading its scope into memory. */
async function timeSnapshotRead(payload: Payload) {
  const runner = searchStore(payload).runner(await searchDatabase(payload))
  const scope = { collection: 'products', locale: 'en', regionTag: 'regionUs' }
  const timings: { ms: number; total: number }[] = []
  for (let round = 0; round < 5; round++) {
    const started = performance.now()
    const snapshot = await readSnapshot(runner, scope, 0)
    timings.push({ ms: performance.now() - started, total: snapshot.size })
  }
  return latencyFigures(timings)
}

async function main(): Promise<void> {
  Object.assign(process.env, loadSecrets(path.join(root, 'data')), { NODE_ENV: 'production' })
  const { loadPayload } = await import('../src/cms/load-payload')
  const payload = await loadPayload()
  const products = await payload.count({ collection: 'products', overrideAccess: true })
  const templates = await payload.find({
    collection: 'facet-templates',
    depth: 0,
    limit: 50,
    overrideAccess: true,
  })
  const rows: Record<string, unknown>[] = []
  const all: { ms: number; total: number }[] = []
  for (const template of templates.docs) {
    const timings: { ms: number; total: number }[] = []
    for (const state of await statesOf(payload, template.id)) {
      await runListing(payload, state)
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now()
        const answer = await runListing(payload, state)
        timings.push({ ms: performance.now() - started, total: answer?.total ?? 0 })
      }
    }
    all.push(...timings)
    const figures = latencyFigures(timings)
    rows.push({
      template: template.slug,
      states: timings.length / ROUNDS,
      'p50 ms': figures.p50,
      'p95 ms': figures.p95,
      'max ms': figures.max,
      'first page total': timings[0]?.total,
    })
  }
  console.log(`${products.totalDocs} products`)
  console.table(rows)
  const overall = latencyFigures(all)
  console.log(`every state: p50 ${overall.p50} ms, p95 ${overall.p95} ms`)
  const snapshotRead = await timeSnapshotRead(payload)
  console.log(
    `snapshot read (the first listing after a publish, products us/en): p50 ${snapshotRead.p50} ms, max ${snapshotRead.max} ms`,
  )
  const outDir = path.join(root, 'bench', 'out')
  fs.mkdirSync(outDir, { recursive: true })
  fs.writeFileSync(
    path.join(outDir, 'listing.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), database: payload.db.name, products: products.totalDocs, templates: rows, overall, snapshotRead }, null, 2)}\n`,
  )
  console.log('written: bench/out/listing.json')
  await payload.destroy()
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
