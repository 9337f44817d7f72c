import { getCacheControlHeader } from 'next/dist/server/lib/cache-control'
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache'
import RenderResult from 'next/dist/server/render-result'
import ResponseCache from 'next/dist/server/response-cache'
import type { RouteKind } from 'next/dist/server/route-kind'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCacheHandler } from './cache-handler.mjs'
import { createTagExpiry } from './cache-tag-expiry.mjs'

const DAY = 86_400
const YEAR = 31_536_000

function page(html: string, { status = 200, tags = '', rscBytes = 0 } = {}) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.alloc(rscBytes),
    status,
    postponed: undefined,
    headers: tags ? { 'x-next-cache-tags': tags } : {},
    segmentData: undefined,
  }
}

function contentRead(body: string) {
  return { kind: 'FETCH', data: { headers: {}, body, url: '', status: 200 }, revalidate: YEAR }
}

const pageContext = (revalidate = DAY) => ({ cacheControl: { revalidate, expire: YEAR } })
const readContext = { kind: 'FETCH', tags: ['cms:products'] }

function newHandler(maxBytes: number) {
  const Handler = createCacheHandler({ maxBytes, tagExpiry: createTagExpiry() })
  return { Handler, cache: new Handler() }
}

type Cache = ReturnType<typeof newHandler>['cache']

/** What Next does for a request: look the key up, and render and store it on a miss. */
async function request(cache: Cache, key: string, value: object, ctx: object = pageContext()) {
  const hit = await cache.get(key, ctx)
  if (!hit) await cache.set(key, value, ctx)
  return hit !== null
}

async function cachedKeys(cache: Cache, keys: string[]) {
  const found = []
  for (const key of keys) if (await cache.get(key, {})) found.push(key)
  return found
}

const keys = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}`)

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('byte budget', () => {
  it('keeps new entries within the probation share (a fifth) of the budget', async () => {
    const { cache } = newHandler(100_000)
    const pages = keys(10, '/p')
    for (const key of pages) await cache.set(key, page('x'.repeat(5_000)), pageContext())
    expect(await cachedKeys(cache, pages)).toEqual(['/p7', '/p8', '/p9'])
  })

  it('counts RSC payloads, and keeps nothing larger than its segment', async () => {
    const { cache } = newHandler(100_000)
    await cache.set('/big', page('<p>small</p>', { rscBytes: 30_000 }), pageContext())
    await cache.set('/small', page('<p>small</p>', { rscBytes: 3_000 }), pageContext())
    expect(await cachedKeys(cache, ['/big', '/small'])).toEqual(['/small'])
  })

  it('never holds more than the budget, however entries are read', async () => {
    const { Handler, cache } = newHandler(200_000)
    for (let i = 0; i < 500; i++) {
      const key = `/p${i % 80}`
      for (let visit = 0; visit < 2; visit++)
        await request(cache, key, page('x'.repeat(1_000 + (i % 7) * 900)))
      await request(cache, `read-${i}`, contentRead('y'.repeat(700)), readContext)
      expect(Handler.calculatedSize).toBeLessThanOrEqual(200_000)
    }
    expect(Handler.calculatedSize).toBeGreaterThan(150_000)
  })
})

describe('scan resistance', () => {
  it('keeps a page that was served twice through 10,000 one-off content reads', async () => {
    const { cache } = newHandler(1_000_000)
    await request(cache, '/eu/en/products/warm', page('w'.repeat(20_000)))
    await request(cache, '/eu/en/products/cold', page('c'.repeat(20_000)))
    expect(await request(cache, '/eu/en/products/warm', page(''))).toBe(true)

    for (const key of keys(10_000, 'favorites-lookup-')) {
      await request(cache, key, contentRead(`{"ids":["${key}"]}`), readContext)
    }

    expect(
      await cachedKeys(cache, [
        '/eu/en/products/warm',
        '/eu/en/products/cold',
        'favorites-lookup-0',
      ]),
    ).toEqual(['/eu/en/products/warm'])
  })

  it('keeps a served page protected when it is re-rendered in the background', async () => {
    const { cache } = newHandler(100_000)
    await request(cache, '/warm', page('w'.repeat(2_000)))
    await request(cache, '/warm', page(''))
    await cache.set('/warm', page('w'.repeat(2_500)), pageContext())
    for (const key of keys(100, '/one-off-')) await request(cache, key, page('o'.repeat(2_000)))
    expect(await cachedKeys(cache, ['/warm'])).toEqual(['/warm'])
  })

  it('demotes the least recently used protected entry to probation instead of dropping it', async () => {
    const { cache } = newHandler(50_000)
    for (const key of keys(5, '/p')) {
      await request(cache, key, page('x'.repeat(9_000)))
      await request(cache, key, page(''))
    }
    // Protected (40 KB) holds four of these pages: promoting /p4 pushed /p0 back to probation.
    expect(await cachedKeys(cache, ['/p0'])).toEqual(['/p0'])
  })
})

describe('not-found renders', () => {
  it('stay in probation however often they are served, and leave promoted pages alone', async () => {
    const { cache } = newHandler(1_000_000)
    await request(cache, '/eu/en/products/real', page('r'.repeat(20_000)))
    await request(cache, '/eu/en/products/real', page(''))

    for (const key of keys(3_000, '/eu/en/products/junk-')) {
      for (let hit = 0; hit < 3; hit++)
        await request(cache, key, page('n'.repeat(2_000), { status: 404 }))
    }

    expect(await cachedKeys(cache, ['/eu/en/products/real', '/eu/en/products/junk-0'])).toEqual([
      '/eu/en/products/real',
    ])
  })

  it('leave protected when a page at that key turns into a not-found', async () => {
    const { cache } = newHandler(100_000)
    await request(cache, '/gone', page('x'.repeat(2_000)))
    await request(cache, '/gone', page(''))
    await cache.set('/gone', page('not found', { status: 404 }), pageContext())
    for (const key of keys(50, '/new-'))
      await cache.set(key, page('y'.repeat(2_000)), pageContext())
    expect(await cache.get('/gone', {})).toBeNull()
  })

  it('are served with a 60 second lifetime, pages keep theirs', async () => {
    const { cache } = newHandler(100_000)
    await cache.set('/junk', page('not found', { status: 404 }), pageContext())
    await cache.set('/real', page('<p>real</p>'), pageContext())
    await cache.set('/junk-fast', page('not found', { status: 404 }), pageContext(30))

    expect((await cache.get('/junk', {}))?.cacheControl).toEqual({ revalidate: 60, expire: YEAR })
    expect((await cache.get('/real', {}))?.cacheControl).toEqual({ revalidate: DAY, expire: YEAR })
    expect((await cache.get('/junk-fast', {}))?.cacheControl).toEqual({
      revalidate: 30,
      expire: YEAR,
    })
  })
})

describe('tags', () => {
  it('expires content reads by their tags, and only those', async () => {
    const { cache } = newHandler(100_000)
    await cache.set('products', contentRead('[]'), readContext)
    await cache.set('recipes', contentRead('[]'), { kind: 'FETCH', tags: ['cms:recipes'] })
    vi.advanceTimersByTime(1)
    await cache.revalidateTag('cms:products')
    expect(await cache.get('products', readContext)).toBeNull()
    expect(await cache.get('recipes', { kind: 'FETCH', tags: ['cms:recipes'] })).not.toBeNull()
  })

  it('expires pages by the tags in their x-next-cache-tags header, given as an array', async () => {
    const { cache } = newHandler(100_000)
    await cache.set('/a', page('<p>a</p>', { tags: 'cms:pages,cms:pages:eu' }), pageContext())
    await cache.set('/b', page('<p>b</p>', { tags: 'cms:pages:us' }), pageContext())
    vi.advanceTimersByTime(1)
    await cache.revalidateTag(['cms:footers', 'cms:pages:eu'], { expire: 0 })
    expect(await cachedKeys(cache, ['/a', '/b'])).toEqual(['/b'])
  })

  it('expires entries by the tags and soft tags of the lookup', async () => {
    const { cache } = newHandler(100_000)
    await cache.set('read', contentRead('[]'), { kind: 'FETCH', tags: [] })
    vi.advanceTimersByTime(1)
    await cache.revalidateTag('_N_T_/eu/en/layout')
    expect(await cache.get('read', { kind: 'FETCH', tags: ['other'] })).not.toBeNull()
    expect(
      await cache.get('read', { kind: 'FETCH', tags: [], softTags: ['_N_T_/eu/en/layout'] }),
    ).toBeNull()
  })

  it('keeps entries stored after the tag was revalidated', async () => {
    const { cache } = newHandler(100_000)
    await cache.revalidateTag('cms:products')
    vi.advanceTimersByTime(1)
    await cache.set('products', contentRead('[]'), readContext)
    expect(await cache.get('products', readContext)).not.toBeNull()
  })

  it('deletes an entry set to null', async () => {
    const { cache } = newHandler(100_000)
    await cache.set('/a', page('<p>a</p>'), pageContext())
    await cache.set('/a', null, pageContext())
    expect(await cache.get('/a', {})).toBeNull()
  })
})

// Drives the installed Next's own response and incremental caches, so an upgrade that stops passing
// the render's cacheControl object to set() (the first response's header) fails here.
describe('page HTML', () => {
  it('is kept as its UTF-8 bytes, so Next streams it on a hit instead of encoding it again', async () => {
    const { cache } = newHandler(1_000_000)
    const html = '<p>Jalapeño 할라피뇨 ハラペーニョ</p>'
    await cache.set('/mexico/es/p', page(html), pageContext())
    const hit = await cache.get('/mexico/es/p', {})
    const stored = (hit?.value as { html: unknown }).html
    expect(Buffer.isBuffer(stored)).toBe(true)
    expect((stored as Buffer).toString('utf8')).toBe(html)
  })

  it('counts bytes, not characters, against the budget', async () => {
    const { Handler, cache } = newHandler(10_000_000)
    await cache.set('/ko/p', page('가'.repeat(10_000)), pageContext())
    expect(Handler.calculatedSize).toBeGreaterThanOrEqual(30_000)
  })
})

describe('with the Next response cache', () => {
  beforeEach(() => {
    vi.useRealTimers()
  })

  function nextCaches() {
    const { Handler } = newHandler(1_000_000)
    const incrementalCache = new IncrementalCache({
      dev: false,
      requestHeaders: {},
      previewProps: {
        previewModeId: 'test',
        previewModeSigningKey: '',
        previewModeEncryptionKey: '',
      },
      prerenderManifest: {
        version: 4,
        routes: {},
        dynamicRoutes: {},
        notFoundRoutes: [],
        preview: {},
      } as never,
      CurCacheHandler: Handler as never,
    })
    const route = {
      kind: 'APP_PAGE' as RouteKind,
      sourceRoute: '/(site)/[region]/[locale]/[slug]/page',
    }
    return { incrementalCache, responseCache: new ResponseCache({ minimalMode: false, route }) }
  }

  async function serve(caches: ReturnType<typeof nextCaches>, path: string, status: number) {
    const render = async () => ({
      value: {
        ...page(''),
        html: RenderResult.fromStatic('<p>rendered</p>', 'text/html; charset=utf-8'),
        status,
      } as never,
      cacheControl: { revalidate: DAY, expire: YEAR },
    })
    const entry = await caches.responseCache.get(path, render, {
      incrementalCache: caches.incrementalCache,
      routeKind: 'APP_PAGE' as RouteKind,
      isFallback: false,
    })
    if (!entry || 'error' in entry || !entry.cacheControl)
      throw new Error(`no cache entry for ${path}`)
    return `${entry.isMiss ? 'MISS' : 'HIT'} ${getCacheControlHeader(entry.cacheControl)}`
  }

  it('hands a hit to Next as bytes it streams, with the page unchanged', async () => {
    const caches = nextCaches()
    await serve(caches, '/eu/en/bytes', 200)
    const entry = await caches.responseCache.get(
      '/eu/en/bytes',
      async () => {
        throw new Error('a hit must not render')
      },
      {
        incrementalCache: caches.incrementalCache,
        routeKind: 'APP_PAGE' as RouteKind,
        isFallback: false,
      },
    )
    const html = (entry as { value: { html: RenderResult } }).value.html
    expect(html.isDynamic).toBe(true)
    expect(await html.toUnchunkedString(true)).toBe('<p>rendered</p>')
  })

  it('answers a not-found render with s-maxage=60 on the miss and on later hits', async () => {
    const caches = nextCaches()
    expect(await serve(caches, '/eu/en/junk', 404)).toBe(
      `MISS s-maxage=60, stale-while-revalidate=${YEAR - 60}`,
    )
    expect(await serve(caches, '/eu/en/junk', 404)).toBe(
      `HIT s-maxage=60, stale-while-revalidate=${YEAR - 60}`,
    )
  })

  it('leaves the lifetime of a found page alone', async () => {
    const caches = nextCaches()
    expect(await serve(caches, '/eu/en/real', 200)).toBe(
      `MISS s-maxage=${DAY}, stale-while-revalidate=${YEAR - DAY}`,
    )
    expect(await serve(caches, '/eu/en/real', 200)).toBe(
      `HIT s-maxage=${DAY}, stale-while-revalidate=${YEAR - DAY}`,
    )
  })
})
