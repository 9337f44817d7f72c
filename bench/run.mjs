/**
 * `npm run bench`: figures, not pass/fail. Serves the production build, then for each page:
 * requests/s and p50/p99 latency under autocannon on loopback beside a bare Node server sending
 * the same bytes, and the gzipped JavaScript the page ships.
 *   BENCH_DURATION=10 (seconds per run)  BENCH_CONNECTIONS=10  BENCH_PORT=3200
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import { ensureBuild } from '../scripts/lib/build.mjs'
import { prepareDatabase } from '../scripts/lib/database.mjs'
import { ensureDependencies } from '../scripts/lib/install.mjs'
import { loadSecrets } from '../scripts/lib/secrets.mjs'
import { startServer } from '../scripts/lib/server.mjs'
import { EXPENSIVE_QUERY, measureApiPressure } from './api-pressure.mjs'
import { measureFirstRenders } from './cold.mjs'
import { BENCH_PAGES } from './pages.mjs'

const root = path.resolve(import.meta.dirname, '..')
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const port = Number(process.env.BENCH_PORT ?? 3200)
const plainPort = port + 1
const outDir = path.join(root, 'bench', 'out')

async function load(url) {
  const result = await autocannon({ url, connections, duration, pipelining: 1 })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

async function scriptBytes(base, html) {
  // noModule scripts are polyfills that modern browsers never download.
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1])
  const sources = [
    ...new Set(tags.filter((attrs) => !/nomodule/i.test(attrs)).flatMap((attrs) => attrs.match(/\ssrc="([^"]+)"/)?.[1] ?? [])),
  ]
  let total = 0
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    total += zlib.gzipSync(body, { level: 9 }).length
  }
  return { files: sources.length, gzipBytes: total }
}

function startPlainServer(snapshotFile) {
  const child = fork(path.join(root, 'bench', 'plain-server.mjs'), [snapshotFile, String(plainPort)])
  return new Promise((resolve) => child.on('message', () => resolve(child)))
}

await ensureDependencies(root)
const env = {
  SITE_URL: `http://127.0.0.1:${port}`,
  ...process.env,
  ...loadSecrets(path.join(root, 'data')),
  SEED_DEMO_ACCOUNTS: process.env.SEED_DEMO_ACCOUNTS ?? 'true',
}
await prepareDatabase(root, env)
await ensureBuild(root, env)
fs.mkdirSync(outDir, { recursive: true })

// The per-client API budget is off so the pressure figure measures the cost caps, not the budget.
const server = await startServer(root, { ...env, PORT: String(port), API_RATE_LIMIT: '0' })
const base = `http://127.0.0.1:${port}`
const rows = []
let firstRenders = []
let apiPressure = null
try {
  firstRenders = await measureFirstRenders(base, BENCH_PAGES.map((page) => page.path))
  const snapshot = []
  for (const page of BENCH_PAGES) {
    for (let i = 0; i < 3; i++) await fetch(`${base}${page.path}`)
    const response = await fetch(`${base}${page.path}`)
    const body = Buffer.from(await response.arrayBuffer())
    snapshot.push({ path: page.path, contentType: response.headers.get('content-type'), body: body.toString('base64') })
    rows.push({ page, status: response.status, cache: response.headers.get('x-nextjs-cache') ?? '-', htmlBytes: body.length, js: await scriptBytes(base, body.toString('utf8')) })
  }
  const snapshotFile = path.join(outDir, 'snapshot.json')
  fs.writeFileSync(snapshotFile, JSON.stringify(snapshot))
  for (const row of rows) row.site = await load(`${base}${row.page.path}`)
  apiPressure = await measureApiPressure(base, { duration, connections })
  await server.stop()
  const plain = await startPlainServer(snapshotFile)
  for (const row of rows) row.plain = await load(`http://127.0.0.1:${plainPort}${row.page.path}`)
  plain.kill()
} finally {
  await server.stop()
}

console.log(`\nload: ${connections} connections × ${duration}s per run, loopback, ${new Date().toISOString()}`)
console.table(
  rows.map((row) => ({
    page: row.page.name,
    path: row.page.path,
    status: row.status,
    cache: row.cache,
    'site req/s': row.site.rps,
    'site p50 ms': row.site.p50,
    'site p99 ms': row.site.p99,
    'plain req/s': row.plain.rps,
    'plain p99 ms': row.plain.p99,
    'site/plain': (row.site.rps / row.plain.rps).toFixed(2),
    errors: row.site.errors,
    'html KB': (row.htmlBytes / 1024).toFixed(1),
    'JS files': row.js.files,
    'JS KB gzip': (row.js.gzipBytes / 1024).toFixed(1),
  })),
)
console.log('\ncached home page while 4 connections send the most expensive allowed GraphQL request')
console.log(`query: ${EXPENSIVE_QUERY.slice(0, 90)}…`)
console.table([apiPressure])
console.log('\nfirst renders (uncached: rendered by Next with CMS queries), sequential, ms')
console.table(firstRenders)
const results = { pages: rows.map(({ page, site, plain, js, htmlBytes }) => ({ page, site, plain, js, htmlBytes })), firstRenders, apiPressure }
fs.writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(results, null, 2))
