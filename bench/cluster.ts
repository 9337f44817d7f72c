/**
 * `npm run bench:cluster`: figures for the production shape (tests/helpers/cluster.ts: PostgreSQL,
 * Redis, a bucket, two instances behind nginx with its one-second micro-cache). For each cached
 * page of bench/pages.mjs, requests/s and latency through nginx, straight to one instance, and from
 * a bare Node server sending the same bytes (bench/plain-server.mjs), all in the same run; then the
 * time from an editor's publish on instance A to the change being served by B and by nginx.
 *   BENCH_DURATION=10  BENCH_CONNECTIONS=10  BENCH_PUBLISHES=5
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {
  type Cluster,
  keptClusterTemplate,
  prepareClusterTemplate,
  removeClusterTemplate,
  startCluster,
  untilRendered,
} from '../tests/helpers/cluster'
import { freePort } from '../tests/helpers/second-server'
import { load } from './load.mjs'
import { BENCH_PAGES } from './pages.mjs'

const root = path.resolve(import.meta.dirname, '..')
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const publishes = Number(process.env.BENCH_PUBLISHES ?? 5)
const outDir = path.join(root, 'bench', 'out')

process.exitCode = 75

interface Snapshot {
  path: string
  contentType: string
  body: string
}

async function snapshotOf(base: string, page: string): Promise<Snapshot | null> {
  let response = await fetch(`${base}${page}`)
  for (let n = 0; n < 3; n += 1) {
    await response.arrayBuffer()
    response = await fetch(`${base}${page}`)
  }
  const body = Buffer.from(await response.arrayBuffer())
  // Only what nginx may share: search results are private, rendered per request.
  if (response.status !== 200 || response.headers.get('x-micro-cache') !== 'HIT') return null
  return {
    path: page,
    contentType: response.headers.get('content-type') ?? '',
    body: body.toString('base64'),
  }
}

async function startPlainServer(snapshots: Snapshot[]) {
  const file = path.join(outDir, 'cluster-snapshot.json')
  fs.writeFileSync(file, JSON.stringify(snapshots))
  const port = await freePort()
  const child = fork(path.join(root, 'bench', 'plain-server.mjs'), [file, String(port)])
  await new Promise((resolve) => child.once('message', resolve))
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() }
}

async function editorToken(cluster: Cluster, password: string): Promise<string> {
  const response = await fetch(`${cluster.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@terrafield.example', password }),
  })
  return ((await response.json()) as { token: string }).token
}

/** Milliseconds from the PATCH on A until B, then nginx, serve the new name. */
async function publishToLive(cluster: Cluster, token: string) {
  const [a, b] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]]
  const page = '/recipe/mushroom-gravy-poutine'
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const found = await fetch(
    `${a.url}/api/recipes?where[slug][equals]=mushroom-gravy-poutine&depth=0`,
    { headers },
  )
  const recipe = ((await found.json()) as { docs: { id: number; name: string }[] }).docs[0]!
  const shows = async (base: string, name: string) =>
    (await (await fetch(`${base}${page}`)).text()).includes(name)
  const rows = []
  for (let n = 0; n < publishes; n += 1) {
    const name = `${recipe.name} ${n + 1}`
    await fetch(`${b.url}${page}`).then((response) => response.arrayBuffer())
    const started = performance.now()
    await fetch(`${a.url}/api/recipes/${recipe.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ name }),
    })
    const patched = performance.now() - started
    while (!(await shows(b.url, name))) await new Promise((resolve) => setTimeout(resolve, 20))
    const onB = performance.now() - started
    while (!(await shows(cluster.url, name)))
      await new Promise((resolve) => setTimeout(resolve, 20))
    rows.push({
      publish: n + 1,
      patchMs: Math.round(patched),
      liveOnBMs: Math.round(onB),
      liveThroughNginxMs: Math.round(performance.now() - started),
    })
  }
  await fetch(`${a.url}/api/recipes/${recipe.id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ name: recipe.name }),
  })
  return rows
}

fs.mkdirSync(outDir, { recursive: true })
const kept = keptClusterTemplate()
const template = kept ?? (await prepareClusterTemplate())
const cluster = await startCluster(template, { env: { API_RATE_LIMIT: '0' } })
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cluster.stop().finally(() => process.exit(130)))
try {
  const snapshots: Snapshot[] = []
  for (const page of BENCH_PAGES) {
    await untilRendered(cluster.url, page.path)
    const snapshot = await snapshotOf(cluster.url, page.path)
    if (snapshot) snapshots.push(snapshot)
  }
  const plain = await startPlainServer(snapshots)
  const pages = []
  try {
    for (const snapshot of snapshots) {
      const name = BENCH_PAGES.find((page) => page.path === snapshot.path)?.name ?? snapshot.path
      const viaNginx = await load(`${cluster.url}${snapshot.path}`, {
        connections,
        duration,
        headers: {},
      })
      const instance = await load(`${cluster.instances[0]!.url}${snapshot.path}`, {
        connections,
        duration,
        headers: {},
      })
      const plainNode = await load(`${plain.url}${snapshot.path}`, {
        connections,
        duration,
        headers: {},
      })
      pages.push({
        page: name,
        bytes: Buffer.from(snapshot.body, 'base64').length,
        nginxRps: viaNginx.rps,
        nginxP99: viaNginx.p99,
        instanceRps: instance.rps,
        plainNodeRps: plainNode.rps,
        nginxVsPlain: Number((viaNginx.rps / plainNode.rps).toFixed(2)),
        errors: viaNginx.errors + instance.errors + plainNode.errors,
      })
    }
  } finally {
    plain.stop()
  }
  console.log(
    `\ncached pages, ${connections} connections, ${duration} s each: nginx (micro-cache) · one instance · bare Node sending the same bytes`,
  )
  console.table(pages)
  const live = await publishToLive(
    cluster,
    await editorToken(cluster, template.env.SEED_DEMO_PASSWORD!),
  )
  console.log('\nan editor publishes on instance A: ms until instance B, then nginx, serve it')
  console.table(live)
  fs.writeFileSync(
    path.join(outDir, 'cluster.json'),
    JSON.stringify({ pages, publishToLive: live }, null, 2),
  )
  process.exitCode = 0
} finally {
  await cluster.stop()
  if (!kept) removeClusterTemplate(template)
}
