import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { Agent, fetch as undiciFetch } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomLoopbackAddress } from '../helpers/abuse'
import { DEMO_EDITOR } from '../helpers/http'
import { startRedis, type TestRedis } from '../helpers/redis'
import { startBucket, type TestBucket } from '../helpers/s3'
import {
  copyDatabase,
  freePort,
  type RunningServer,
  startSecondServer,
} from '../helpers/second-server'

/**
 * Two instances of the built site on one database, sharing Redis (rate limits, cache tag expiry)
 * and an S3-compatible bucket (media): what each instance serves must not depend on which one
 * took the editor's change.
 */
interface Instance {
  url: string
  server: RunningServer
  mediaDir: string
}

const API_LIMIT = 30
let redis: TestRedis
let bucket: TestBucket
const instances: Instance[] = []
let token = ''

async function startInstance(database: string, directory: string, name: string) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const mediaDir = fs.mkdtempSync(path.join(directory, `media-${name}-`))
  const server = await startSecondServer({
    PORT: String(port),
    DATABASE_URL: database,
    SITE_URL: url,
    MEDIA_DIR: mediaDir,
    REDIS_URL: redis.url,
    ...bucket.env,
    API_RATE_LIMIT: String(API_LIMIT),
    OUTBOX_WORKER: 'off',
    JOBS_WORKER: 'off',
  })
  const instance = { url, server, mediaDir }
  instances.push(instance)
  return instance
}

const editorHeaders = () => ({ authorization: `JWT ${token}` })

beforeAll(async () => {
  redis = await startRedis()
  bucket = await startBucket()
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'terrafield-instances-'))
  const database = `file:${path.join(directory, 'shared.db')}`
  copyDatabase(process.env.DATABASE_URL ?? '', database)
  const a = await startInstance(database, directory, 'a')
  await startInstance(database, directory, 'b')
  const login = await fetch(`${a.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_EDITOR),
  })
  token = ((await login.json()) as { token?: string }).token ?? ''
  if (!token) throw new Error(`editor sign-in on instance A failed with ${login.status}`)
}, 300_000)

afterAll(async () => {
  for (const instance of instances) await instance.server.stop()
  await bucket?.stop()
  await redis?.stop()
})

describe('two instances sharing Redis and a bucket', () => {
  it('serve from either instance an image uploaded on one, stored in the bucket only', async () => {
    const [a, b] = instances as [Instance, Instance]
    const png = await sharp({
      create: { width: 12, height: 8, channels: 3, background: '#3a7f4c' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster-check.png')
    form.append('_payload', JSON.stringify({ alt: 'A green square' }))
    const upload = await fetch(`${a.url}/api/media`, {
      method: 'POST',
      headers: editorHeaders(),
      body: form,
    })
    expect(upload.status).toBe(201)
    const { doc } = (await upload.json()) as { doc: { id: number; url: string; filename: string } }
    try {
      expect(bucket.objectKeys()).toContain(doc.filename)
      expect(fs.readdirSync(a.mediaDir)).toEqual([])
      const served = await fetch(`${b.url}${doc.url}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/png')
      expect(served.headers.get('content-security-policy')).toContain('sandbox')
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    } finally {
      await fetch(`${a.url}/api/media/${doc.id}`, { method: 'DELETE', headers: editorHeaders() })
    }
    expect(bucket.objectKeys()).not.toContain(doc.filename)
    // As for any file no media document names: Payload's file access refuses it.
    expect((await fetch(`${b.url}${doc.url}`)).status).toBe(403)
  })

  it("show an editor's publish on one instance through the other within 5 seconds", async () => {
    const [a, b] = instances as [Instance, Instance]
    const page = `${b.url}/recipe/mushroom-gravy-poutine`
    const before = await (await fetch(page)).text()
    expect(before).toContain('Mushroom Gravy Poutine')
    const found = await fetch(
      `${a.url}/api/recipes?where[slug][equals]=mushroom-gravy-poutine&depth=0&limit=1`,
      { headers: editorHeaders() },
    )
    const recipe = ((await found.json()) as { docs: { id: number; name: string }[] }).docs[0]
    if (!recipe) throw new Error('the seeded recipe is missing')
    const renamed = `Mushroom Gravy Poutine ${Date.now()}`
    const patch = (name: string) =>
      fetch(`${a.url}/api/recipes/${recipe.id}`, {
        method: 'PATCH',
        headers: { ...editorHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      })
    try {
      expect((await patch(renamed)).status).toBe(200)
      await expect
        .poll(async () => (await (await fetch(page)).text()).includes(renamed), {
          timeout: 5000,
          interval: 200,
        })
        .toBe(true)
    } finally {
      await patch(recipe.name)
    }
  })

  it('serve a page one instance rendered from the other without rendering it again', async () => {
    const [a, b] = instances as [Instance, Instance]
    const path = '/brands/golden-acre'
    const first = await fetch(`${a.url}${path}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-nextjs-cache')).toBe('MISS')
    await first.arrayBuffer()
    // A's copy is written to Redis after its answer, without being waited for.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const fromB = await fetch(`${b.url}${path}`)
    expect(fromB.status).toBe(200)
    expect(fromB.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(await fromB.text()).toContain('Golden Acre')
  })

  it('count one client against one API limit, whichever instance it reaches', async () => {
    const [a, b] = instances as [Instance, Instance]
    const dispatcher = new Agent({ localAddress: randomLoopbackAddress() })
    const call = async (instance: Instance) => {
      const response = await undiciFetch(`${instance.url}/api/search/suggestions?q=fries`, {
        dispatcher,
      })
      await response.arrayBuffer()
      return response.status
    }
    const statuses: number[] = []
    for (let i = 0; i < API_LIMIT; i++) statuses.push(await call(i % 2 === 0 ? a : b))
    expect(statuses.filter((status) => status === 429)).toEqual([])
    expect(await call(a)).toBe(429)
    expect(await call(b)).toBe(429)
  })
})
