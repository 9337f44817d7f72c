import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCacheHandler } from '@/lib/cache-handler.mjs'
import { createTagExpiry } from '@/lib/cache-tag-expiry.mjs'
import { connectRedis } from '@/lib/redis-client.mjs'
import { createSharedPageStore } from '@/lib/shared-page-store.mjs'
import { shareTagExpiry } from '@/lib/shared-tag-expiry.mjs'
import { redisMissing, startRedis, type TestRedis } from '../helpers/redis'

const missing = redisMissing()
if (missing) console.warn(`tag expiry through Redis is skipped: ${missing}`)

type Instance = {
  expiry: ReturnType<typeof createTagExpiry>
  cache: InstanceType<ReturnType<typeof createCacheHandler>>
  stop: () => void
}

const PAGE = { kind: 'APP_PAGE', html: '<p>Fries</p>', rscData: Buffer.from('rsc'), status: 200 }
const pageContext = { cacheControl: { revalidate: 86400, expire: undefined } }
const TAGGED = { headers: { 'x-next-cache-tags': 'cms:products,cms:products:regionUs' } }

/** An instance of the site: its own tag record and page cache, its own connections. */
async function startInstance(url: string, log: string[] = []): Promise<Instance> {
  const expiry = createTagExpiry()
  const client = connectRedis(url, { log: (line) => log.push(line) })
  const sharing = shareTagExpiry(expiry, client, { log: (line) => log.push(line) })
  await sharing.ready()
  const Handler = createCacheHandler({
    maxBytes: 1024 * 1024,
    tagExpiry: expiry,
    shared: createSharedPageStore(client, { buildId: 'test-build', log: (line) => log.push(line) }),
  })
  return {
    expiry,
    cache: new Handler(),
    stop: () => {
      sharing.stop()
      client.destroy()
    },
  }
}

const cachedPage = async (instance: Instance) => {
  await instance.cache.set('/products/TF-1', { ...PAGE, ...TAGGED }, pageContext)
  expect(await instance.cache.get('/products/TF-1', {})).not.toBeNull()
  // Expiry times are in milliseconds: a publish in the very millisecond of the render is not after it.
  await new Promise((resolve) => setTimeout(resolve, 5))
}

describe.skipIf(missing)(
  'the page cache and its tag expiry shared through Redis (REDIS_URL)',
  () => {
    let redis: TestRedis
    const instances: Instance[] = []
    const start = async (log?: string[]) => {
      const instance = await startInstance(redis.url, log)
      instances.push(instance)
      return instance
    }

    beforeAll(async () => {
      redis = await startRedis()
    })

    afterAll(async () => {
      for (const instance of instances) instance.stop()
      await redis?.stop()
    })

    it("drops the other instance's cached page within moments of a publish on one", async () => {
      const [a, b] = [await start(), await start()]
      await cachedPage(a)
      await cachedPage(b)
      await a.cache.revalidateTag(['cms:products:regionUs'], undefined)
      expect(await a.cache.get('/products/TF-1', {})).toBeNull()
      await expect.poll(() => b.cache.get('/products/TF-1', {}), { timeout: 5000 }).toBeNull()
    })

    it('leaves pages whose tags were not expired', async () => {
      const [a, b] = [await start(), await start()]
      await cachedPage(b)
      a.expiry.expire(['cms:recipes'])
      await expect
        .poll(() => b.expiry.anyExpiredAfter(['cms:recipes'], Date.now() - 60_000), {
          timeout: 5000,
        })
        .toBe(true)
      expect(await b.cache.get('/products/TF-1', {})).not.toBeNull()
    })

    it('tells an instance that starts later what was expired before it started', async () => {
      const a = await start()
      const before = Date.now() - 1
      a.expiry.expire(['cms:brands:regionMexico'])
      await expect
        .poll(async () => {
          const late = await start()
          return late.expiry.anyExpiredAfter(['cms:brands:regionMexico'], before)
        })
        .toBe(true)
    })

    it('shares what was expired while Redis was away once it is back', async () => {
      const log: string[] = []
      const [a, b] = [await start(log), await start(log)]
      await cachedPage(b)
      await redis.stop()
      const during = Date.now()
      a.expiry.expire(['cms:products'])
      expect(await a.cache.get('/products/TF-1', {})).toBeNull()
      await redis.start()
      await expect
        .poll(() => b.expiry.anyExpiredAfter(['cms:products'], during - 1), { timeout: 10_000 })
        .toBe(true)
      expect(await b.cache.get('/products/TF-1', {})).toBeNull()
    })

    it('ignores announcements that are not ours', async () => {
      const a = await start()
      const intruder = connectRedis(redis.url)
      await expect.poll(() => intruder.isReady).toBe(true)
      for (const message of ['nonsense', '{"tags":"x","at":1}', '{"tags":[1],"at":2}', '{"at":3}'])
        await intruder.publish('terrafield:tag-expiry', message)
      const sent = Date.now()
      await intruder.publish(
        'terrafield:tag-expiry',
        JSON.stringify({ tags: ['cms:pages'], at: 5 }),
      )
      // An announcement from a clock far behind still counts from when it arrived.
      await expect.poll(() => a.expiry.anyExpiredAfter(['cms:pages'], sent - 1)).toBe(true)
      expect(a.expiry.anyExpiredAfter(['x', '1'], 0)).toBe(false)
      intruder.destroy()
    })

    it('serves a page one instance rendered from the other, without rendering it again', async () => {
      const [a, b] = [await start(), await start()]
      await a.cache.set('/recipe/poutine', { ...PAGE, ...TAGGED }, pageContext)
      await expect
        .poll(async () => (await b.cache.get('/recipe/poutine', {}))?.value)
        .toMatchObject({ kind: 'APP_PAGE', status: 200 })
      const hit = await b.cache.get('/recipe/poutine', {})
      expect(Buffer.from(hit?.value.html as Buffer).toString()).toBe('<p>Fries</p>')
      expect(hit?.value.rscData).toEqual(Buffer.from('rsc'))
    })

    it('drops the shared copy for every instance once a publish expires its tags', async () => {
      const [a, b] = [await start(), await start()]
      await a.cache.set('/recipe/gravy', { ...PAGE, ...TAGGED }, pageContext)
      await expect.poll(() => b.cache.get('/recipe/gravy', {})).not.toBeNull()
      await new Promise((resolve) => setTimeout(resolve, 5))
      await a.cache.revalidateTag(['cms:products'], undefined)
      const c = await start()
      await expect.poll(() => b.cache.get('/recipe/gravy', {}), { timeout: 5000 }).toBeNull()
      expect(await c.cache.get('/recipe/gravy', {})).toBeNull()
    })

    it("reads no other instance's copy before it knows every expiry to judge it by", async () => {
      const a = await start()
      await a.cache.set('/brands/acme', { ...PAGE, ...TAGGED }, pageContext)
      const client = connectRedis(redis.url)
      await expect.poll(() => client.isReady).toBe(true)
      const unsynced = createTagExpiry()
      unsynced.markComplete(false)
      const Handler = createCacheHandler({
        maxBytes: 1024 * 1024,
        tagExpiry: unsynced,
        shared: createSharedPageStore(client, { buildId: 'test-build' }),
      })
      expect(await new Handler().get('/brands/acme', {})).toBeNull()
      unsynced.markComplete(true)
      expect(await new Handler().get('/brands/acme', {})).not.toBeNull()
      client.destroy()
    })
  },
)
