import { describe, expect, it, vi } from 'vitest'
import { createSharedPageStore, storedSeconds } from './shared-page-store.mjs'

/** Enough of a node-redis client for the store: a Map, ready or not, fast or hanging. */
function fakeRedis({ ready = true, hang = false, fail = false } = {}) {
  const data = new Map<string, string>()
  const expiries = new Map<string, number>()
  return {
    data,
    expiries,
    isReady: ready,
    get: vi.fn(async (key: string) => {
      if (fail) throw new Error('connection lost')
      if (hang) return new Promise<string | null>(() => {})
      return data.get(key) ?? null
    }),
    set: vi.fn(async (key: string, value: string, options: { EX: number }) => {
      if (fail) throw new Error('connection lost')
      data.set(key, value)
      expiries.set(key, options.EX)
      return 'OK'
    }),
  }
}

const ENTRY = {
  value: {
    kind: 'APP_PAGE',
    html: Buffer.from('<p>Fries</p>'),
    rscData: Buffer.from('rsc'),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': 'cms:products' },
    status: 200,
  },
  lastModified: 1_000,
  tags: ['cms:products'],
  cacheControl: { revalidate: 86_400, expire: undefined },
  size: 100,
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createSharedPageStore', () => {
  it('gives back what another instance stored, bytes and maps as they were', async () => {
    const redis = fakeRedis()
    const [a, b] = [1, 2].map(() => createSharedPageStore(redis, { buildId: 'build-1' }))
    a?.set('/products/TF-1', ENTRY, ENTRY.cacheControl)
    await settle()
    const read = await b?.get('/products/TF-1')
    expect(read).toEqual(ENTRY)
    expect(Buffer.isBuffer(read.value.html)).toBe(true)
    expect(read.value.segmentData.get('/_tree')).toEqual(Buffer.from('tree'))
    expect([...redis.expiries.values()]).toEqual([172_800])
  })

  it("never serves another build's pages", async () => {
    const redis = fakeRedis()
    createSharedPageStore(redis, { buildId: 'release-1' }).set('/', ENTRY, ENTRY.cacheControl)
    await settle()
    expect(await createSharedPageStore(redis, { buildId: 'release-2' }).get('/')).toBeNull()
  })

  it('renders locally while Redis is away, slow or failing, saying so once', async () => {
    const log = vi.fn()
    const away = fakeRedis({ ready: false })
    const store = createSharedPageStore(away, { buildId: 'b', log })
    store.set('/', ENTRY, ENTRY.cacheControl)
    expect(await store.get('/')).toBeNull()
    expect(away.get).not.toHaveBeenCalled()
    expect(away.set).not.toHaveBeenCalled()

    const slow = createSharedPageStore(fakeRedis({ hang: true }), { buildId: 'b', log })
    expect(await slow.get('/')).toBeNull()

    const failing = createSharedPageStore(fakeRedis({ fail: true }), { buildId: 'b', log })
    expect(await failing.get('/')).toBeNull()
    expect(await failing.get('/')).toBeNull()
    expect(log).toHaveBeenCalledTimes(2)
  })

  it('leaves out entries too large to share', async () => {
    const redis = fakeRedis()
    const big = { ...ENTRY, value: { ...ENTRY.value, html: Buffer.alloc(5 * 1024 * 1024) } }
    createSharedPageStore(redis, { buildId: 'b' }).set('/big', big, ENTRY.cacheControl)
    await settle()
    expect(redis.set).not.toHaveBeenCalled()
  })
})

describe('storedSeconds', () => {
  it.each([
    [{ revalidate: 86_400, expire: 31_536_000 }, 604_800],
    [{ revalidate: 3_600, expire: 7_200 }, 7_200],
    [{ revalidate: 3_600, expire: undefined }, 7_200],
    [{ revalidate: false, expire: undefined }, 86_400],
    [undefined, 86_400],
  ])('%j → %i s', (cacheControl, seconds) => {
    expect(storedSeconds(cacheControl)).toBe(seconds)
  })
})
