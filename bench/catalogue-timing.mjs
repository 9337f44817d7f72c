import { performance } from 'node:perf_hooks'
import { load } from './load.mjs'

async function timedFetch(url) {
  const started = performance.now()
  const response = await fetch(url, { redirect: 'manual' })
  const body = await response.arrayBuffer()
  return {
    ms: performance.now() - started,
    status: response.status,
    bytes: body.byteLength,
    cache: response.headers.get('x-nextjs-cache'),
  }
}

const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
const round = (value) => Math.round(value * 10) / 10

export function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: round(at(sorted, 0.5)), p95: round(at(sorted, 0.95)), max: round(sorted.at(-1)) }
}

/**
 * Each target on every site in turn, one request at a time: `warmUp` requests first (route
 * modules load, the listing snapshot is read), then `samples` rounds alternating which site goes
 * first, so load from elsewhere on the machine falls on both alike.
 */
export async function timeUncached(bases, targets, { samples, warmUp }) {
  const sites = Object.keys(bases)
  const rows = []
  for (const target of targets) {
    const url = (site) => `${bases[site]}${target.paths[site]}`
    for (let round = 0; round < warmUp; round++)
      for (const site of sites) await timedFetch(url(site))
    const runs = Object.fromEntries(sites.map((site) => [site, []]))
    for (let round = 0; round < samples; round++) {
      const order = round % 2 === 0 ? sites : [...sites].reverse()
      for (const site of order) runs[site].push(await timedFetch(url(site)))
    }
    const figures = Object.fromEntries(
      sites.map((site) => {
        const list = runs[site]
        return [
          site,
          {
            path: target.paths[site],
            ...percentiles(list.map((run) => run.ms)),
            statuses: [...new Set(list.map((run) => run.status))],
            cache: [...new Set(list.map((run) => run.cache ?? 'none'))],
            kB: round(list[0].bytes / 1024),
            ...(target.urls ? { urls: target.urls[site] } : {}),
          },
        ]
      }),
    )
    rows.push({ group: target.group, name: target.name, ...figures })
    const p50s = sites.map((site) => `${site} ${figures[site].p50}`).join(', ')
    console.log(`  ${target.name}: p50 ${p50s} ms`)
  }
  return rows
}

/** Requests/s of each target on every site, after two requests put it in the cache. */
export async function loadCached(bases, targets, { connections, duration }) {
  const rows = []
  for (const target of targets) {
    const figures = {}
    for (const [site, base] of Object.entries(bases)) {
      const url = `${base}${target.paths[site]}`
      for (let round = 0; round < 2; round++) await timedFetch(url)
      const probe = await timedFetch(url)
      figures[site] = { ...(await load(url, { connections, duration })), cache: probe.cache }
    }
    rows.push({ group: target.group, name: target.name, ...figures })
  }
  return rows
}
