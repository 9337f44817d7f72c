import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  type Cluster,
  type ClusterFetch,
  clientOf,
  contactSubmission,
  editorHeaders,
  startCluster,
  storedSubmissions,
} from '../helpers/cluster'

/**
 * The production shape (docs/deploy.md): two instances on PostgreSQL sharing Redis and a bucket,
 * behind nginx with deploy/nginx/terrafield.conf.template. What a visitor, a partner or an editor
 * gets must not depend on which instance answers or on nginx's micro-cache.
 */
const API_LIMIT = 40
let cluster: Cluster
let editorAuth = { authorization: '' }
const template = inject('clusterTemplate')
const PASSWORD = template.env.SEED_DEMO_PASSWORD ?? ''

const nginx = (): ClusterFetch => clientOf(cluster.url)
const instance = (n: 0 | 1): ClusterFetch => clientOf(cluster.instances[n]!.url)
const editor = () => editorAuth
const json = { 'content-type': 'application/json' }

beforeAll(async () => {
  cluster = await startCluster(template, { env: { API_RATE_LIMIT: String(API_LIMIT) } })
  editorAuth = await editorHeaders(nginx(), PASSWORD)
})

afterAll(async () => {
  await cluster?.stop()
})

describe('the site behind nginx', () => {
  it('serves guests pages from a one-second micro-cache, and search and the CMS uncached', async () => {
    const client = nginx()
    const first = await client('/products/TF-10001')
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('TF-10001')
    const again = await client('/products/TF-10001')
    expect(again.headers.get('x-micro-cache')).toBe('HIT')
    // nginx counts whole seconds: a copy valid for 1 s lives until the end of the next second.
    await new Promise((resolve) => setTimeout(resolve, 2100))
    expect((await client('/products/TF-10001')).headers.get('x-micro-cache')).not.toBe('HIT')

    const search = await client('/search?q=avocado')
    expect(search.status).toBe(200)
    expect(await search.text()).toMatch(/avocado/i)
    expect((await client('/search?q=avocado')).headers.get('x-micro-cache')).not.toBe('HIT')

    const admin = await client('/admin/login')
    expect(admin.status).toBe(200)
    expect(admin.headers.get('x-micro-cache')).toBeNull()
  })

  it('answers a malformed URL with 400, never 500, through nginx and straight from an instance', async () => {
    for (const base of [cluster.url, cluster.instances[0]!.url])
      for (const path of ['/%ZZ', '/products/%E0%A4%A', '/recipe/%00']) {
        const response = await clientOf(base)(path)
        expect(response.status, `${base}${path}`).toBe(400)
      }
  })

  it('accepts a lead form submission through nginx once, whichever instance takes a retry', async () => {
    const email = `cluster.${Date.now()}@kitchen.example`
    const submission = await contactSubmission(nginx(), editor(), email)
    const send = (client: ClusterFetch) =>
      client('/api/forms/submissions', {
        method: 'POST',
        headers: { ...json, origin: cluster.url },
        body: submission,
      })
    const first = await send(nginx())
    expect(first.status, await first.clone().text()).toBe(201)
    const { reference } = (await first.json()) as { reference: string }
    for (const client of [instance(0), instance(1)]) {
      const retry = await send(client)
      expect(retry.status).toBeLessThan(300)
      expect(((await retry.json()) as { reference: string }).reference).toBe(reference)
    }
    expect(await storedSubmissions(nginx(), editor(), email)).toBe(1)
  })

  it("signs a partner in through nginx and never serves a partner's page to a guest", async () => {
    const secret = `Cluster partner pricing ${Date.now()}`
    const slug = `cluster-partner-pricing-${Date.now()}`
    const created = await nginx()('/api/pages', {
      method: 'POST',
      headers: { ...json, ...editor() },
      body: JSON.stringify({
        internalTitle: 'Cluster gated page',
        title: 'Partner pricing',
        slug,
        authentication: 'signedIn',
        regionTags: ['regionUs'],
        components: [{ blockType: 'plainHtml', html: `<p>${secret}</p>` }],
        _status: 'published',
      }),
    })
    expect(created.status).toBe(201)
    const partner = nginx()
    const signIn = await partner('/api/terrafield+/session', {
      method: 'POST',
      headers: { ...json, origin: cluster.url },
      body: JSON.stringify({ email: 'partner1@terrafield.example', password: PASSWORD }),
    })
    expect(signIn.status).toBe(200)
    // What a browser keeps: the session and Next's per-request rendering (draft mode) cookie.
    const cookies = signIn.headers.getSetCookie().map((value) => value.split(';')[0]!)
    expect(cookies.some((value) => value.startsWith('partner-session='))).toBe(true)
    const cookie = cookies.join('; ')

    for (let round = 0; round < 3; round += 1) {
      const asPartner = await partner(`/${slug}`, { headers: { cookie } })
      expect(asPartner.status).toBe(200)
      expect(await asPartner.text()).toContain(secret)
      const asGuest = await nginx()(`/${slug}`)
      expect(await asGuest.text()).not.toContain(secret)
    }
  })

  it('shows an edit published on instance A through instance B and nginx within 5 seconds', async () => {
    const path = '/recipe/mushroom-gravy-poutine'
    const b = instance(1)
    const viaNginx = nginx()
    expect(await (await b(path)).text()).toContain('Mushroom Gravy Poutine')
    expect(await (await viaNginx(path)).text()).toContain('Mushroom Gravy Poutine')
    const a = instance(0)
    const found = await a('/api/recipes?where[slug][equals]=mushroom-gravy-poutine&depth=0', {
      headers: editor(),
    })
    const recipe = ((await found.json()) as { docs: { id: number; name: string }[] }).docs[0]!
    const renamed = `Mushroom Gravy Poutine ${Date.now()}`
    const rename = (name: string) =>
      a(`/api/recipes/${recipe.id}`, {
        method: 'PATCH',
        headers: { ...json, ...editor() },
        body: JSON.stringify({ name }),
      })
    const started = Date.now()
    try {
      expect((await rename(renamed)).status).toBe(200)
      const live = async (client: ClusterFetch) =>
        (await (await client(path)).text()).includes(renamed)
      await expect.poll(() => live(b), { timeout: 5000, interval: 200 }).toBe(true)
      await expect
        .poll(() => live(viaNginx), { timeout: 5000 - (Date.now() - started), interval: 200 })
        .toBe(true)
      console.log(
        `cluster: a publish on A was live through B and nginx in ${Date.now() - started} ms`,
      )
    } finally {
      await rename(recipe.name)
    }
  })

  it('serves an image uploaded on instance A from instance B and through nginx', async () => {
    const png = await sharp({ create: { width: 9, height: 7, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster-red.png')
    form.append('_payload', JSON.stringify({ alt: 'A red square' }))
    // Node's own fetch: undici's package does not encode Node's global FormData.
    const upload = await fetch(`${cluster.instances[0]!.url}/api/media`, {
      method: 'POST',
      headers: editor(),
      body: form,
    })
    expect(upload.status).toBe(201)
    const { doc } = (await upload.json()) as { doc: { id: number; url: string } }
    try {
      for (const client of [instance(1), nginx()]) {
        const served = await client(doc.url)
        expect(served.status).toBe(200)
        expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
      }
    } finally {
      await instance(0)(`/api/media/${doc.id}`, { method: 'DELETE', headers: editor() })
    }
  })

  it("counts one client's API budget across both instances, refusing the request past it", async () => {
    const address = `127.77.${Math.floor(Math.random() * 250)}.9`
    const viaNginx = clientOf(cluster.url, address)
    const direct = [
      clientOf(cluster.instances[0]!.url, address),
      clientOf(cluster.instances[1]!.url, address),
    ]
    const statuses: number[] = []
    for (let n = 0; n < API_LIMIT; n += 1) {
      // Half through nginx (which names the client in x-forwarded-for), half to each instance.
      const client = n % 2 === 0 ? viaNginx : direct[(n >> 1) % 2]!
      statuses.push((await client('/api/users/me')).status)
    }
    expect(statuses.every((status) => status === 200)).toBe(true)
    for (const client of [viaNginx, ...direct]) {
      const refused = await client('/api/users/me')
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })
})
