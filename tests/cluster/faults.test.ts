import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { STACK_FRAME } from '../helpers/abuse'
import {
  type Cluster,
  clientOf,
  contactSubmission,
  editorHeaders,
  startCluster,
  storedSubmissions,
  untilRendered,
} from '../helpers/cluster'
import { type Fault, type FaultProxy, startFaultProxy } from '../helpers/fault-proxy'
import { freePort, type RunningServer, startSecondServer } from '../helpers/second-server'

/**
 * What visitors get while a part the site depends on fails, and after it is back (no restart):
 * pages already cached keep their last good content, pages never rendered answer the localized
 * error page with 503, forms never lose what they accepted.
 */
const template = inject('clusterTemplate')
let cluster: Cluster
let proxy: FaultProxy
let remote: { url: string; server: RunningServer }
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'terrafield-faults-'))

// shell.errorRequest in each locale: the words of the site's error page.
const ERROR_PAGE = {
  en: 'Sorry, there was an error in your request.',
  es: 'Lo sentimos, hubo un error en su solicitud.',
}

beforeAll(async () => {
  cluster = await startCluster(template)
  proxy = await startFaultProxy(cluster.instances[0]!.url)
  // An instance reading its content over HTTP from instance A, through the proxy that fails.
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const server = await startSecondServer({
    ...template.env,
    ...cluster.bucket.env,
    PORT: String(port),
    SITE_URL: url,
    DATABASE_URL: cluster.postgres.url,
    REDIS_URL: cluster.redis.url,
    MEDIA_DIR: path.join(scratch, 'media'),
    CONTENT_GRAPHQL_URL: `${proxy.url}/api/graphql`,
    CONTENT_DEADLINE_MS: '3000',
  })
  remote = { url, server }
})

afterAll(async () => {
  await remote?.server.stop()
  await proxy?.stop()
  await cluster?.stop()
  fs.rmSync(scratch, { recursive: true, force: true })
})

async function page(base: string, path: string) {
  const response = await clientOf(base)(path)
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** The load balancer's health check of one instance, polled until it says `status`. */
async function expectReadiness(base: string, status: number) {
  await expect
    .poll(async () => (await clientOf(base)('/api/ready')).status, {
      timeout: 20_000,
      interval: 250,
    })
    .toBe(status)
}

async function expectUnavailable(base: string, path: string, words: string) {
  const answer = await page(base, path)
  expect(answer.status, path).toBe(503)
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(answer.text).toContain(words)
  expect(answer.text).not.toMatch(STACK_FRAME)
}

describe('the content service failing', () => {
  const cached = ['/products/TF-10001', '/mexico/productos/TF-10001', '/recipes']
  const uncached: Record<Exclude<Fault, 'none'>, [string, string]> = {
    'error-500': ['/products/TF-10002', ERROR_PAGE.en],
    'rate-limited': ['/mexico/productos/TF-10003', ERROR_PAGE.es],
    slow: ['/products/TF-10004', ERROR_PAGE.en],
    dropped: ['/mexico/productos/TF-10005', ERROR_PAGE.es],
  }

  beforeAll(async () => {
    for (const path of cached) await untilRendered(remote.url, path)
  })

  for (const [fault, [path, words]] of Object.entries(uncached)) {
    it(`keeps cached pages and answers 503 for others while it is ${fault}, then recovers`, async () => {
      const before = await Promise.all(cached.map((path) => page(remote.url, path)))
      proxy.setFault(fault as Fault)
      try {
        for (const [n, path] of cached.entries()) {
          const answer = await page(remote.url, path)
          expect(answer.status, path).toBe(200)
          expect(answer.text).toBe(before[n]!.text)
        }
        await expectUnavailable(remote.url, path, words)
        expect(proxy.requests).toBeGreaterThan(0)
        await expectReadiness(remote.url, 503)
      } finally {
        proxy.setFault('none')
      }
      await expectReadiness(remote.url, 200)
      const recovered = await page(remote.url, path)
      expect(recovered.status).toBe(200)
      expect(recovered.text).toContain(path.split('/').at(-1))
    })
  }
})

describe('the database stopped', () => {
  const warmed = ['/', '/products/TF-10014', '/mexico/productos/TF-10014', '/recipes', '/brands']

  it('keeps serving cached pages through both instances and nginx, 503 for the rest', async () => {
    const bases = [cluster.url, ...cluster.instances.map((instance) => instance.url)]
    const before = new Map<string, string>()
    for (const base of bases)
      for (const path of warmed) before.set(`${base}${path}`, await untilRendered(base, path))
    await cluster.postgres.halt()
    try {
      for (const base of bases)
        for (const path of warmed) {
          const answer = await page(base, path)
          expect(answer.status, `${base}${path}`).toBe(200)
          expect(answer.text).toBe(before.get(`${base}${path}`))
        }
      await expectUnavailable(cluster.instances[0]!.url, '/products/TF-10011', ERROR_PAGE.en)
      await expectUnavailable(
        cluster.instances[1]!.url,
        '/mexico/productos/TF-10012',
        ERROR_PAGE.es,
      )
      await expectUnavailable(cluster.url, '/products/TF-10013', ERROR_PAGE.en)
      for (const instance of cluster.instances) await expectReadiness(instance.url, 503)
    } finally {
      await cluster.postgres.resume()
    }
    for (const instance of cluster.instances) await expectReadiness(instance.url, 200)
    await expect
      .poll(async () => (await page(cluster.url, '/products/TF-10011')).status, {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(200)
  })

  it('answers a form with the retry message while it is down, and accepts it once it is back', async () => {
    const client = clientOf(cluster.url)
    const editor = await editorHeaders(client, template.env.SEED_DEMO_PASSWORD!)
    const email = `outage.${Date.now()}@kitchen.example`
    const body = await contactSubmission(client, editor, email)
    const send = () =>
      client('/api/forms/submissions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: cluster.url },
        body,
      })
    await cluster.postgres.halt()
    try {
      const refused = await send()
      expect(refused.status).toBe(503)
      expect(await refused.json()).toMatchObject({ message: ERROR_PAGE.en })
    } finally {
      await cluster.postgres.resume()
    }
    // The visitor tries again a little later.
    await expect
      .poll(async () => (await client('/api/users/me')).status, { timeout: 20_000, interval: 500 })
      .toBe(200)
    const accepted = await send()
    expect(accepted.status, await accepted.clone().text()).toBe(201)
    // A second retry after the 201 is the same submission, not another one.
    expect((await send()).status).toBeLessThan(300)
    expect(await storedSubmissions(client, editor, email)).toBe(1)
  })
})

describe('the bucket stopped', () => {
  it('answers media files with 503 and Retry-After while it is away, and serves them once it is back', async () => {
    const [key] = cluster.bucket.objectKeys().filter((name) => /\.(?:webp|png|jpe?g)$/.test(name))
    if (!key) throw new Error('the seeded bucket holds no image')
    const file = `/api/media/file/${encodeURIComponent(key)}`
    const instance = cluster.instances[1]!.url
    const before = await clientOf(instance)(file)
    expect(before.status).toBe(200)
    const bytes = Buffer.from(await before.arrayBuffer())
    await cluster.bucket.halt()
    try {
      for (const base of [instance, cluster.url]) {
        const answer = await page(base, file)
        expect(answer.status, base).toBe(503)
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
        expect(answer.text).not.toMatch(STACK_FRAME)
      }
      // Pages do not depend on the bucket: a cached page keeps its content.
      expect((await page(instance, '/')).status).toBe(200)
    } finally {
      await cluster.bucket.resume()
    }
    await expect
      .poll(async () => (await clientOf(instance)(file)).status, { timeout: 20_000, interval: 500 })
      .toBe(200)
    expect(Buffer.from(await (await clientOf(instance)(file)).arrayBuffer())).toEqual(bytes)
  })
})
