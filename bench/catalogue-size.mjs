/**
 * Catalogue size (issue 20): what the pages whose work grows with the catalogue cost at
 * BENCH_PRODUCTS products against demo size. Copies the demo-seeded database of DATABASE_URL
 * twice (VACUUM INTO), tops one copy up with `seed --products N` (timed; the seed builds the
 * search index), then serves the production build on each copy side by side:
 *  - uncached: CONTENT_CACHE_MAX_BYTES=1, so no page, route answer or content read is kept and
 *    every request is a full render with its CMS reads; requests alternate between the two sites;
 *  - cached: the normal cache, requests/s under autocannon.
 * Prints a table and writes bench/out/catalogue-size.json.
 *   BENCH_PRODUCTS=10000  BENCH_SAMPLES=20 (uncached requests per URL and site)  BENCH_WARMUP=3
 *   BENCH_DURATION=5  BENCH_CONNECTIONS=10 (cached)  BENCH_PORT=3810 (and +1)
 *   BENCH_SCRATCH=$TMPDIR/catalogue-size  BENCH_REUSE=1 (keep the copies and seed figures there)
 */
import '../scripts/lib/use-pinned-node.mjs'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadSecrets } from '../scripts/lib/secrets.mjs'
import { startServer } from '../scripts/lib/server.mjs'
import { copyDatabase, databaseFigures, filePath, seedProducts } from './catalogue-db.mjs'
import { printCatalogueReport, summarize } from './catalogue-report.mjs'
import { loadCached, timeUncached } from './catalogue-timing.mjs'
import { catalogueTargets } from './catalogue-urls.mjs'

const root = path.resolve(import.meta.dirname, '..')
const setting = (name, fallback) => Number(process.env[name] ?? fallback)
const settings = {
  products: setting('BENCH_PRODUCTS', 10_000),
  samples: setting('BENCH_SAMPLES', 20),
  warmUp: setting('BENCH_WARMUP', 3),
  duration: setting('BENCH_DURATION', 5),
  connections: setting('BENCH_CONNECTIONS', 10),
  port: setting('BENCH_PORT', 3810),
}
const scratch = path.resolve(process.env.BENCH_SCRATCH ?? path.join(os.tmpdir(), 'catalogue-size'))
const source = path.resolve(root, filePath(process.env.DATABASE_URL ?? 'file:./data/terrafield.db'))
const sourceMedia = path.resolve(root, process.env.MEDIA_DIR ?? 'media')
const baseEnv = { ...process.env, ...loadSecrets(path.join(root, 'data')) }
const SITES = ['demo', 'large']
const siteFiles = (site) => ({
  database: path.join(scratch, `${site}.db`),
  media: path.join(scratch, `${site}-media`),
})
const preparedFile = path.join(scratch, 'prepared.json')

async function prepare() {
  const reusable = SITES.every((site) => fs.existsSync(siteFiles(site).database))
  if (process.env.BENCH_REUSE === '1' && reusable && fs.existsSync(preparedFile)) {
    const prepared = JSON.parse(fs.readFileSync(preparedFile, 'utf8'))
    if (prepared.products === settings.products) {
      console.log(`reusing the copies in ${scratch} (seeded ${prepared.seed.at})`)
      return prepared
    }
  }
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}: seed the demo first`)
  fs.mkdirSync(scratch, { recursive: true })
  for (const site of SITES) {
    const { database, media } = siteFiles(site)
    for (const suffix of ['-wal', '-shm']) fs.rmSync(database + suffix, { force: true })
    copyDatabase(source, database)
    fs.rmSync(media, { recursive: true, force: true })
    if (fs.existsSync(sourceMedia)) fs.cpSync(sourceMedia, media, { recursive: true })
    else fs.mkdirSync(media)
  }
  const demo = databaseFigures(siteFiles('demo').database, scratch)
  console.log(`seeding ${settings.products} products into ${siteFiles('large').database}`)
  const seed = await seedProducts(
    root,
    {
      ...baseEnv,
      DATABASE_URL: `file:${siteFiles('large').database}`,
      MEDIA_DIR: siteFiles('large').media,
    },
    settings.products,
  )
  const large = databaseFigures(siteFiles('large').database, scratch)
  const prepared = {
    source,
    products: settings.products,
    seed: { at: new Date().toISOString(), ...seed },
    databases: { demo, large },
  }
  fs.writeFileSync(preparedFile, `${JSON.stringify(prepared, null, 2)}\n`)
  return prepared
}

/** Both sites on their own copy, port, media and SITE_URL; stopped whatever happens. */
async function withSites(extraEnv, measure) {
  const servers = []
  try {
    const bases = {}
    for (const [index, site] of SITES.entries()) {
      const port = String(settings.port + index)
      const base = `http://127.0.0.1:${port}`
      const { database, media } = siteFiles(site)
      servers.push(
        await startServer(root, {
          ...baseEnv,
          DATABASE_URL: `file:${database}`,
          MEDIA_DIR: media,
          SITE_URL: base,
          PORT: port,
          API_RATE_LIMIT: '0',
          EMAIL_LOG_FILE: path.join(scratch, `${site}-emails.jsonl`),
          ...extraEnv,
        }),
      )
      bases[site] = base
    }
    return await measure(bases)
  } finally {
    for (const server of servers) await server.stop()
  }
}

const prepared = await prepare()
console.log(
  `seed: ${prepared.seed.seconds} s; database ${prepared.databases.demo.mb} → ${prepared.databases.large.mb} MB`,
)
const { targets, productSitemapFiles, uncached } = await withSites(
  { CONTENT_CACHE_MAX_BYTES: '1' },
  async (bases) => {
    const found = await catalogueTargets(bases)
    console.log(`uncached: ${found.targets.length} URLs × ${settings.samples} on each site`)
    return { ...found, uncached: await timeUncached(bases, found.targets, settings) }
  },
)
console.log(`cached: ${targets.length} URLs × ${settings.duration} s on each site`)
const cached = await withSites({}, (bases) => loadCached(bases, targets, settings))

const report = {
  measuredAt: new Date().toISOString(),
  settings,
  ...prepared,
  productSitemapFiles,
  summary: summarize(uncached, cached),
  uncached,
  cached,
}
printCatalogueReport(report)
const outDir = path.join(root, 'bench', 'out')
fs.mkdirSync(outDir, { recursive: true })
fs.writeFileSync(path.join(outDir, 'catalogue-size.json'), `${JSON.stringify(report, null, 2)}\n`)
console.log('written: bench/out/catalogue-size.json')
