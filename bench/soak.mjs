/**
 * `npm run soak`: the production build under SOAK_CONNECTIONS connections for SOAK_MINUTES over a
 * mix of SOAK_URLS URLs the site itself lists (sitemaps, then searches, filtered listings,
 * distributor searches and product finder results made from its pages, plus a few expected 404s).
 * Prints the RSS of the server's process group per minute, its growth after minute 2, requests/s,
 * latency and failures; writes bench/out/soak.json. Exits 1 on any error, timeout or unexpected
 * status; latency is a figure, never a failure.
 *   SOAK_MINUTES=10  SOAK_CONNECTIONS=50  SOAK_URLS=200  SOAK_PORT=3840  SOAK_TIMEOUT_SECONDS=10
 *   SOAK_SEED=1 (the same seed and content give the same mix)  SOAK_CONTENT_CACHE_MAX_BYTES (else the
 *   server's default: a test environment's small CONTENT_CACHE_MAX_BYTES is not passed on)
 */
import '../scripts/lib/use-pinned-node.mjs'
import fs from 'node:fs'
import path from 'node:path'
import { buildMix, KINDS, preflight } from './soak-mix.mjs'
import { soakLoad } from './soak-load.mjs'
import { printSoak } from './soak-print.mjs'
import { kindFigures, rssFigures } from './soak-report.mjs'
import { groupProcesses, sampleRss } from './soak-rss.mjs'
import { startSoakSite } from './soak-site.mjs'
// The seed's own generator (run under tsx), so a soak's URL mix is fixed by SOAK_SEED.
import { seededRandom } from '../src/cms/seed/context.ts'

const root = path.resolve(import.meta.dirname, '..')
const settings = {
  minutes: Number(process.env.SOAK_MINUTES ?? 10),
  connections: Number(process.env.SOAK_CONNECTIONS ?? 50),
  urls: Number(process.env.SOAK_URLS ?? 200),
  port: Number(process.env.SOAK_PORT ?? 3840),
  timeoutSeconds: Number(process.env.SOAK_TIMEOUT_SECONDS ?? 10),
  seed: Number(process.env.SOAK_SEED ?? 1),
  contentCacheMaxBytes: process.env.SOAK_CONTENT_CACHE_MAX_BYTES ?? 'server default',
}
const SAMPLE_MS = 10_000
// What a browser sends: compressed answers are part of the steady state being soaked.
const HEADERS = { 'accept-encoding': 'gzip' }

const site = await startSoakSite(root, settings.port)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => site.stop().finally(() => process.exit(130)))

async function soak() {
  console.log(`soak: finding ${settings.urls} URLs on ${site.base} …`)
  const started = Date.now()
  const mix = await buildMix(site.base, settings.urls, seededRandom(settings.seed))
  const checked = await preflight(site.base, mix.urls)
  console.log(
    `soak: ${checked.passed.length} URLs found and answered once in ${Math.round((Date.now() - started) / 1000)} s; ${settings.minutes} min at ${settings.connections} connections`,
  )
  const progress = { answered: 0 }
  const rss = sampleRss(site.pid, SAMPLE_MS, (sample) => {
    if (sample.seconds > 0 && Math.round(sample.seconds / 10) % 6 === 0)
      console.log(
        `  min ${Math.round(sample.seconds / 60)}: ${sample.rssMB} MB, ${progress.answered} answers`,
      )
  })
  const load = await soakLoad(site.base, checked.passed, {
    ...settings,
    seconds: Math.round(settings.minutes * 60),
    headers: HEADERS,
    progress,
  })
  const samples = rss.stop()
  const serverAlive = groupProcesses(site.pid).some((process) => process.pid === site.pid)
  return { mix, checked, load, samples, serverAlive }
}

function figuresOf({ mix, checked, load, samples, serverAlive }) {
  const { result } = load
  const unexpected = load.unexpected.reduce((sum, [, count]) => sum + count, 0)
  const failures = [...mix.failures, ...checked.failed]
  const kinds = kindFigures(load.perKind, KINDS)
  return {
    settings,
    discovery: mix.discovery,
    mix: Object.fromEntries(
      KINDS.map((kind) => [kind, checked.passed.filter((url) => url.kind === kind).length]),
    ),
    rss: { ...rssFigures(samples, settings.minutes), samples },
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    kinds,
    expected404: load.perKind['not-found']?.statuses[404] ?? 0,
    unexpected,
    unexpectedByUrl: load.unexpected,
    errors: result.errors,
    timeouts: result.timeouts,
    unanswered: load.unanswered,
    serverAlive,
    failures,
    passed: failures.length === 0 && unexpected === 0 && result.errors === 0 && serverAlive,
    urls: checked.passed.map(({ kind, path, firstMs }) => ({ kind, path, firstMs })),
  }
}

let figures
try {
  figures = figuresOf(await soak())
} finally {
  await site.stop()
}
printSoak(figures)
fs.mkdirSync(path.join(root, 'bench', 'out'), { recursive: true })
fs.writeFileSync(path.join(root, 'bench', 'out', 'soak.json'), JSON.stringify(figures, null, 2))
process.exitCode = figures.passed ? 0 : 1
