/**
 * `npm run bench`: figures, not pass/fail. Serves the production build, then for each page:
 * requests/s and p50/p99 latency under autocannon on loopback, HTML bytes and the gzipped
 * JavaScript the page ships, beside a bare Next.js page (bench/bare-next, the framework's floor)
 * and a bare Node server sending the same bytes (the ceiling), all measured in the same run.
 *   BENCH_DURATION=10 (seconds per run)  BENCH_CONNECTIONS=10  BENCH_PORT=3200 (+1 plain, +2 bare)
 */
import '../scripts/lib/use-pinned-node.mjs'
import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startServer } from '../scripts/lib/server.mjs'
import { EXPENSIVE_QUERY, measureApiPressure } from './api-pressure.mjs'
import { startBareNext } from './bare-next-app.mjs'
import { measureFirstRenders } from './cold.mjs'
import { load } from './load.mjs'
import { printPageTables } from './load-report.mjs'
import { pageFigures } from './page-figures.mjs'
import { prepareBenchSites } from './prepare-site.mjs'
import { BENCH_PAGES } from './pages.mjs'
import { measurePartnerPages } from './partner-load.mjs'

const root = path.resolve(import.meta.dirname, '..')
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const port = Number(process.env.BENCH_PORT ?? 3200)
const plainPort = port + 1
const barePort = port + 2
const outDir = path.join(root, 'bench', 'out')
// The plain server answers the bare page's bytes under this path, beside the site's pages.
const BARE_SNAPSHOT_PATH = '/__bare-next'

function startPlainServer(snapshotFile) {
  const child = fork(path.join(root, 'bench', 'plain-server.mjs'), [
    snapshotFile,
    String(plainPort),
  ])
  return new Promise((resolve) => child.on('message', () => resolve(child)))
}

async function withServer(start, measure) {
  const server = await start()
  try {
    return await measure()
  } finally {
    await server.stop()
  }
}

const snapshotOf = (path, figures) => ({
  path,
  contentType: figures.contentType,
  body: figures.body.toString('base64'),
})

const env = await prepareBenchSites(root, port)
fs.mkdirSync(outDir, { recursive: true })

const base = `http://127.0.0.1:${port}`
const rows = []
// The per-client API budget is off so the pressure figure measures the cost caps, not the budget.
const { firstRenders, apiPressure, partnerPages } = await withServer(
  () => startServer(root, { ...env, PORT: String(port), API_RATE_LIMIT: '0' }),
  async () => {
    const firstRenders = await measureFirstRenders(
      base,
      BENCH_PAGES.map((page) => page.path),
    )
    for (const page of BENCH_PAGES) rows.push({ page, ...(await pageFigures(base, page.path)) })
    for (const row of rows)
      row.load = await load(`${base}${row.page.path}`, { connections, duration })
    const partnerPages = await measurePartnerPages(base, env.SEED_DEMO_PASSWORD, {
      connections,
      duration,
    })
    return {
      firstRenders,
      partnerPages,
      apiPressure: await measureApiPressure(base, { duration, connections }),
    }
  },
)

const bareBase = `http://127.0.0.1:${barePort}`
const bare = await withServer(
  () => startBareNext(barePort),
  async () => {
    const figures = await pageFigures(bareBase, '/')
    return { ...figures, load: await load(`${bareBase}/`, { connections, duration }) }
  },
)

const snapshotFile = path.join(outDir, 'snapshot.json')
const snapshot = [
  ...rows.map((row) => snapshotOf(row.page.path, row)),
  snapshotOf(BARE_SNAPSHOT_PATH, bare),
]
fs.writeFileSync(snapshotFile, JSON.stringify(snapshot))
const plain = await startPlainServer(snapshotFile)
try {
  for (const row of rows)
    row.plain = await load(`http://127.0.0.1:${plainPort}${row.page.path}`, {
      connections,
      duration,
    })
  bare.plain = await load(`http://127.0.0.1:${plainPort}${BARE_SNAPSHOT_PATH}`, {
    connections,
    duration,
  })
} finally {
  plain.kill()
}

printPageTables({ rows, bare, connections, duration })
console.log(
  '\ncached home page while 4 connections send the most expensive allowed GraphQL request',
)
console.log(`query: ${EXPENSIVE_QUERY.slice(0, 90)}…`)
console.table([apiPressure])
console.log(
  '\nas a guest (the shared cached copy) and as a signed-in partner (rendered per request)',
)
console.table(partnerPages)
console.log('\nfirst renders (uncached: rendered by Next with CMS queries), sequential, ms')
console.table(firstRenders)
const figuresOf = ({ status, cache, htmlBytes, js, load, plain }) => ({
  status,
  cache,
  htmlBytes,
  js,
  load,
  plain,
})
const results = {
  pages: rows.map((row) => ({ page: row.page, ...figuresOf(row) })),
  bareNext: figuresOf(bare),
  firstRenders,
  partnerPages,
  apiPressure,
}
fs.writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(results, null, 2))
