import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveProductFavorites } from '../lib/resolve'
import { resolveRecipeFavoritesIn } from '../lib/resolve-recipes'
import { isFeatureOn } from '@/content/settings'
import { handleFavoritesRequest } from './handle-favorites-request'

vi.mock('../lib/resolve', () => ({ resolveProductFavorites: vi.fn() }))
vi.mock('../lib/resolve-recipes', () => ({ resolveRecipeFavoritesIn: vi.fn() }))
vi.mock('@/content/settings', () => ({ isFeatureOn: vi.fn() }))

const resolve = vi.mocked(resolveProductFavorites)
const resolveRecipes = vi.mocked(resolveRecipeFavoritesIn)
const AT = '2025-03-01T10:00:00.000Z'
const fries = { slug: 'fries', sku: 'TF-10001', favoriteTimestamp: AT }

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  handleFavoritesRequest(
    new Request('http://localhost/api/favorites', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  )

const postJson = (value: unknown) => post(JSON.stringify(value))

beforeEach(() => {
  vi.mocked(isFeatureOn).mockReset().mockResolvedValue(true)
  resolve.mockReset()
  resolve.mockResolvedValue([])
  resolveRecipes.mockReset()
  resolveRecipes.mockResolvedValue([])
})

describe('POST /api/favorites', () => {
  it('resolves the entries for the region and locale as a visitor (no preview)', async () => {
    resolve.mockResolvedValue([
      {
        ...fries,
        contentType: 'Product',
        id: 1,
        name: 'Fries',
        href: '/mexico/en/products/TF-10001',
        image: null,
        brand: null,
        badge: null,
        description: null,
        publishedDate: null,
      },
    ])
    const response = await postJson({
      regionId: 'mexico',
      locale: 'en',
      kind: 'products',
      favorites: [fries, { ...fries, slug: 'dup' }],
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(
      ((await response.json()) as { items: { sku: string }[] }).items.map((item) => item.sku),
    ).toEqual(['TF-10001'])
    expect(resolve).toHaveBeenCalledWith({ regionId: 'mexico', locale: 'en', previewToken: null }, [
      fries,
    ])
  })

  it('resolves recipe entries by slug, dropping a sku and duplicates, without asking for products', async () => {
    const poutine = { slug: 'mushroom-gravy-poutine', favoriteTimestamp: AT }
    resolveRecipes.mockResolvedValue([
      {
        ...poutine,
        contentType: 'Recipe',
        id: 4,
        name: 'Poutine',
        href: '/recipe/mushroom-gravy-poutine',
        image: null,
        description: null,
        publishedDate: null,
      },
    ])
    const response = await postJson({
      regionId: 'us',
      locale: 'en',
      kind: 'recipes',
      favorites: [{ ...poutine, sku: 'TF-1' }, poutine],
    })
    expect(response.status).toBe(200)
    expect(
      ((await response.json()) as { items: { slug: string }[] }).items.map((item) => item.slug),
    ).toEqual(['mushroom-gravy-poutine'])
    expect(resolveRecipes).toHaveBeenCalledWith(
      { regionId: 'us', locale: 'en', previewToken: null },
      [poutine],
    )
    expect(resolve).not.toHaveBeenCalled()
  })

  it('answers 400 with a message for bad JSON', async () => {
    const response = await post('{"regionId": ')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it('answers 400 for an unknown region or a locale the region does not serve', async () => {
    const unknown = await postJson({
      regionId: 'atlantis',
      locale: 'en',
      kind: 'products',
      favorites: [],
    })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ message: 'Unknown region.' })
    const unserved = await postJson({
      regionId: 'japan',
      locale: 'es',
      kind: 'products',
      favorites: [],
    })
    expect(unserved.status).toBe(400)
    expect(((await unserved.json()) as { message: string }).message).toContain('japan')
    expect(resolve).not.toHaveBeenCalled()
  })

  it('answers 400 naming the field for malformed entries, kinds and shapes', async () => {
    for (const body of [
      { regionId: 'us', locale: 'en', kind: 'products', favorites: [{ sku: 5 }] },
      {
        regionId: 'us',
        locale: 'en',
        kind: 'products',
        favorites: [{ slug: '../../x', favoriteTimestamp: AT }],
      },
      {
        regionId: 'us',
        locale: 'en',
        kind: 'recipes',
        favorites: [{ slug: 'Not A Slug', favoriteTimestamp: AT }],
      },
      { regionId: 'us', locale: 'en', kind: 'pages', favorites: [] },
      { regionId: 'us', locale: 'en', kind: 'products' },
      [],
      'x',
    ]) {
      const response = await postJson(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const answer = (await response.json()) as { message: string; issues: { path: string }[] }
      expect(answer.message).toBe('The request body is not a valid favorites request.')
      expect(answer.issues.length).toBeGreaterThan(0)
    }
    expect(resolve).not.toHaveBeenCalled()
  })

  it('answers 413 for a body over 64 KB, declared or not', async () => {
    const big = JSON.stringify({
      regionId: 'us',
      locale: 'en',
      kind: 'products',
      favorites: [],
      pad: 'x'.repeat(70_000),
    })
    expect((await post(big)).status).toBe(413)
    expect((await post('{}', { 'content-length': '999999' })).status).toBe(413)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const streamed = await handleFavoritesRequest(
      new Request('http://localhost/api/favorites', {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit),
    )
    expect(streamed.status).toBe(413)
    expect(resolve).not.toHaveBeenCalled()
  })

  it('answers 415 to a body not sent as JSON and 403 to a page of another site, reading nothing', async () => {
    const body = JSON.stringify({
      regionId: 'us',
      locale: 'en',
      kind: 'products',
      favorites: [fries],
    })
    expect((await post(body, { 'content-type': 'text/plain;charset=UTF-8' })).status).toBe(415)
    expect((await post(body, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await post(body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect(resolve).not.toHaveBeenCalled()
    expect((await post(body, { 'sec-fetch-site': 'same-origin' })).status).toBe(200)
  })

  it('answers 503 without internals when the content cannot be read', async () => {
    resolve.mockRejectedValue(new Error('connect ECONNREFUSED 10.0.0.1:5432'))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await postJson({
      regionId: 'us',
      locale: 'en',
      kind: 'products',
      favorites: [fries],
    })
    expect(response.status).toBe(503)
    const text = await response.text()
    expect(text).not.toContain('ECONNREFUSED')
    expect(text).not.toContain('at ')
  })
})

describe('where the region’s favorites flag is off', () => {
  it('answers 404 and reads nothing', async () => {
    vi.mocked(isFeatureOn).mockResolvedValue(false)
    const response = await postJson({
      regionId: 'us',
      locale: 'en',
      kind: 'products',
      favorites: [fries],
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Favorites are not offered in this region.' })
    expect(resolve).not.toHaveBeenCalled()
  })
})
