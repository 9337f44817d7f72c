/**
 * `npm run bench:lighthouse`: Lighthouse mobile runs of each page template of the production build
 * (bench/lighthouse-pages.mjs) and of the bare Next.js page (bench/bare-next), interleaved so drift
 * on this machine falls on both alike. Prints each template's median run and what Lighthouse would
 * fix; writes bench/out/lighthouse.json and the median reports to bench/out/lighthouse/.
 *   LIGHTHOUSE_RUNS=5  LIGHTHOUSE_ONLY=home,product  LIGHTHOUSE_TIMEOUT_MS=120000  CHROMIUM_PATH=/usr/bin/chromium  BENCH_PORT=3200
 */
import '../scripts/lib/use-pinned-node.mjs'
import fs from 'node:fs'
import path from 'node:path'
import { startServer } from '../scripts/lib/server.mjs'
import { startBareNext } from './bare-next-app.mjs'
import { prepareBenchSites } from './prepare-site.mjs'
import { LIGHTHOUSE_PAGES } from './lighthouse-pages.mjs'
import { printLighthouse } from './lighthouse-report.mjs'
import { runLighthouse } from './lighthouse-run.mjs'
import { medianRun, summarize } from './lighthouse-summary.mjs'

const root = path.resolve(import.meta.dirname, '..')
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
const timeoutMs = Number(process.env.LIGHTHOUSE_TIMEOUT_MS ?? 120_000)
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const port = Number(process.env.BENCH_PORT ?? 3200)
const barePort = port + 2
const outDir = path.join(root, 'bench', 'out')
const reportDir = path.join(outDir, 'lighthouse')

const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
const template = (name, url) => ({
  name,
  path: new URL(url).pathname + new URL(url).search,
  url,
  attempts: 0,
  runs: [],
  failures: [],
})

async function auditOnce(target, run) {
  target.attempts++
  const started = Date.now()
  try {
    const lhr = await runLighthouse(target.url, { chromePath, timeoutMs })
    const file = path.join(reportDir, `${slug(target.name)}-run${run}.json`)
    fs.writeFileSync(file, JSON.stringify(lhr))
    target.runs.push({ run, file, ...summarize(lhr) })
    console.log(
      `› ${target.name} run ${run}: score ${Math.round(lhr.categories.performance.score * 100)} (${Date.now() - started} ms)`,
    )
  } catch (error) {
    target.failures.push({ run, error: String(error.message ?? error) })
    console.log(`› ${target.name} run ${run} failed: ${error.message ?? error}`)
  }
}

/** Keeps only each template's median report, as <template>.json (open it in the Lighthouse viewer). */
function keepMedianReports(targets) {
  for (const target of targets) {
    target.median = medianRun(target.runs)
    for (const run of target.runs) {
      if (run === target.median)
        fs.renameSync(run.file, path.join(reportDir, `${slug(target.name)}.json`))
      else fs.rmSync(run.file, { force: true })
      delete run.file
    }
  }
}

const env = await prepareBenchSites(root, port)
fs.rmSync(reportDir, { recursive: true, force: true })
fs.mkdirSync(reportDir, { recursive: true })

const base = `http://127.0.0.1:${port}`
const only = process.env.LIGHTHOUSE_ONLY?.split(',').map((name) => name.trim())
const templates = LIGHTHOUSE_PAGES.filter((page) => !only || only.includes(page.name)).map((page) =>
  template(page.name, `${base}${page.path}`),
)
const bare = template('bare Next page', `http://127.0.0.1:${barePort}/`)
const site = await startServer(root, { ...env, PORT: String(port) })
let bareServer
try {
  bareServer = await startBareNext(barePort)
  // Lighthouse measures a warm server: the first request of each page renders it and fills the cache.
  for (const target of [...templates, bare]) {
    const response = await fetch(target.url)
    await response.arrayBuffer()
    if (response.status !== 200)
      console.log(`› ${target.name}: ${target.url} answers ${response.status}`)
  }
  for (let run = 1; run <= runs; run++) {
    for (const target of [bare, ...templates]) await auditOnce(target, run)
  }
} finally {
  await bareServer?.stop()
  await site.stop()
}

keepMedianReports([...templates, bare])
printLighthouse({ templates, bare, runs })
fs.writeFileSync(
  path.join(outDir, 'lighthouse.json'),
  JSON.stringify({ runs, templates, bare }, null, 2),
)
