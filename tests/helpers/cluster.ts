import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Agent, fetch as undiciFetch } from 'undici'
import { prepareDatabase } from '../../scripts/lib/database.mjs'
import { randomLoopbackAddress } from './abuse'
import { startNginx, type TestNginx } from './nginx'
import { startPostgres, type TestPostgres } from './postgres'
import { startRedis, type TestRedis } from './redis'
import { startBucket, type TestBucket } from './s3'
import { freePort, type RunningServer, startSecondServer } from './second-server'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Stopped, seeded copies that each cluster starts from (tests/cluster/global-setup.ts). */
export interface ClusterTemplate {
  postgresData: string
  bucketDirectory: string
  /** The settings shared by the seed and every instance: secrets and demo accounts. */
  env: Record<string, string>
}

export interface ClusterInstance {
  url: string
  server: RunningServer
}

export interface Cluster {
  /** The public origin: nginx in front of the instances (every instance's SITE_URL). */
  url: string
  nginx: TestNginx
  instances: ClusterInstance[]
  postgres: TestPostgres
  redis: TestRedis
  bucket: TestBucket
  stop(): Promise<void>
}

const SHARED_ENV = {
  PAYLOAD_SECRET: 'cluster-payload-secret-0123456789abcdef',
  PREVIEW_SECRET: 'cluster-preview-secret-0123456789abcdef',
  SEED_DEMO_ACCOUNTS: 'true',
  SEED_DEMO_PASSWORD: 'cluster-demo-password',
}

/** Migrates and seeds the demo into PostgreSQL with its media in a bucket, then stops both. */
export async function prepareClusterTemplate(): Promise<ClusterTemplate> {
  const postgres = await startPostgres({ keep: true })
  const bucket = await startBucket({ keep: true })
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'terrafield-cluster-seed-'))
  try {
    await prepareDatabase(ROOT, {
      ...process.env,
      ...SHARED_ENV,
      ...bucket.env,
      DATABASE_URL: postgres.url,
      MEDIA_DIR: path.join(scratch, 'media'),
      SITE_URL: 'http://127.0.0.1',
    })
  } finally {
    await postgres.stop()
    await bucket.stop()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  return {
    postgresData: path.join(postgres.directory, 'data'),
    bucketDirectory: bucket.directory,
    env: SHARED_ENV,
  }
}

/**
 * A template kept from an earlier run, named by CLUSTER_TEMPLATE (a JSON ClusterTemplate file), to
 * skip the seed while working on the cluster tests or benches; null when none is named.
 */
export function keptClusterTemplate(): ClusterTemplate | null {
  const file = process.env.CLUSTER_TEMPLATE
  return file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ClusterTemplate) : null
}

export function removeClusterTemplate(template: ClusterTemplate): void {
  fs.rmSync(path.dirname(template.postgresData), { recursive: true, force: true })
  fs.rmSync(template.bucketDirectory, { recursive: true, force: true })
}

/**
 * The page's first 200 and its body. A first render loads page code and, on an instance's first
 * request, builds the CMS's GraphQL schema: on a busy machine that can outlast a content read's
 * deadline (a 503), so warming a page asks again until it has rendered.
 */
export async function untilRendered(base: string, path = '/'): Promise<string> {
  const deadline = Date.now() + 120_000
  for (;;) {
    const answer = await fetch(`${base}${path}`)
      .then(async (response) => ({ status: response.status, text: await response.text() }))
      .catch(() => ({ status: 0, text: '' }))
    if (answer.status === 200) return answer.text
    if (Date.now() > deadline)
      throw new Error(`${base}${path} still answers ${answer.status} after 2 minutes`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

/**
 * The production shape on this machine: `instances` copies of the built site on one PostgreSQL
 * (a copy of the template's), sharing Redis and a bucket, behind nginx with the site's config.
 */
export async function startCluster(
  template: ClusterTemplate,
  { instances = 2, env = {} }: { instances?: number; env?: Record<string, string> } = {},
): Promise<Cluster> {
  const postgres = await startPostgres({ template: template.postgresData })
  const bucket = await startBucket({ template: template.bucketDirectory })
  const redis = await startRedis()
  const nginxPort = await freePort()
  const url = `http://127.0.0.1:${nginxPort}`
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'terrafield-cluster-'))
  const started: ClusterInstance[] = []
  const stop = async () => {
    await nginx?.stop()
    for (const instance of started) await instance.server.stop()
    await redis.stop()
    await bucket.stop()
    await postgres.stop()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  let nginx: TestNginx | undefined
  try {
    for (let n = 0; n < instances; n += 1) {
      const port = await freePort()
      const server = await startSecondServer({
        ...template.env,
        ...bucket.env,
        PORT: String(port),
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        SITE_URL: url,
        MEDIA_DIR: path.join(scratch, `media-${n}`),
        EMAIL_LOG_FILE: path.join(scratch, 'emails.jsonl'),
        TRUSTED_PROXY_HOPS: '1',
        ...env,
      })
      started.push({ url: `http://127.0.0.1:${port}`, server })
      await untilRendered(`http://127.0.0.1:${port}`)
    }
    nginx = await startNginx(
      started.map((instance) => instance.url.replace('http://', '')),
      nginxPort,
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { url, nginx, instances: started, postgres, redis, bucket, stop }
}

export type ClusterFetch = (path: string, init?: RequestInit) => Promise<Response>

/** `fetch` against `base` from a loopback address of its own: one client for the rate limits. */
export function clientOf(base: string, address = randomLoopbackAddress()): ClusterFetch {
  const dispatcher = new Agent({ localAddress: address })
  return (target, init = {}) =>
    undiciFetch(`${base}${target}`, {
      redirect: 'manual',
      ...init,
      dispatcher,
    } as Parameters<typeof undiciFetch>[1]) as unknown as Promise<Response>
}

/** Signs the demo editor in through `client`: the headers its CMS requests carry. */
export async function editorHeaders(
  client: ClusterFetch,
  password: string,
): Promise<{ authorization: string }> {
  const response = await client('/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@terrafield.example', password }),
  })
  const { token } = (await response.json()) as { token?: string }
  if (!token) throw new Error(`the editor's sign-in failed with ${response.status}`)
  return { authorization: `JWT ${token}` }
}

/** A visitor's complete "Contact us" submission (one idempotency key), as the form posts it. */
export async function contactSubmission(
  client: ClusterFetch,
  editor: { authorization: string },
  email: string,
): Promise<string> {
  const forms = await client('/api/forms?where[internalTitle][equals]=Contact%20us&depth=0', {
    headers: editor,
  })
  const formId = ((await forms.json()) as { docs: { id: number }[] }).docs[0]?.id
  if (!formId) throw new Error('the seeded Contact us form is missing')
  return JSON.stringify({
    formId,
    regionId: 'us',
    locale: 'en',
    pageUrl: '/contact-us',
    idempotencyKey: crypto.randomUUID(),
    values: {
      firstName: 'Lena',
      lastName: 'Cluster',
      email,
      phone: '(212) 555-0134',
      'phone-extension': '7',
      source: 'website',
      company: 'Kitchen Lena',
      operatorType: 'restaurant',
      message: 'Please call me.',
      consent: true,
      website: '',
    },
  })
}

/** How many submissions the CMS holds from `email`. */
export async function storedSubmissions(
  client: ClusterFetch,
  editor: { authorization: string },
  email: string,
): Promise<number> {
  const query = `where[email][equals]=${encodeURIComponent(email)}&depth=0`
  const response = await client(`/api/form-submissions?${query}`, { headers: editor })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}
