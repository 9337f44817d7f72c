import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listProductCardsBySkus, type ProductCard } from '@/content/products'
import { RECENTLY_VIEWED_BODY_LIMIT } from '../lib/request'
import { handleRecentlyViewedRequest } from './handle-recently-viewed-request'

vi.mock('server-only', () => ({}))
vi.mock('@/content/products', () => ({ listProductCardsBySkus: vi.fn() }))

const list = vi.mocked(listProductCardsBySkus)

const card = (sku: string): ProductCard => ({
  id: 1,
  sku,
  name: `Product ${sku}`,
  href: `/products/${sku}`,
  image: null,
  brand: 'Terrafield Classic',
  badge: 'New',
  description: 'Long text the block does not show',
  publishedDate: null,
})

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  handleRecentlyViewedRequest(
    new Request('http://localhost/api/recently-viewed', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  )

const postJson = (value: unknown) => post(JSON.stringify(value))

beforeEach(() => {
  list.mockReset()
  list.mockResolvedValue([])
})

describe('POST /api/recently-viewed', () => {
  it('answers the cards of the region in the order asked, with only what a card shows', async () => {
    list.mockResolvedValue([card('TF-10002'), card('TF-10001')])
    const response = await postJson({
      regionId: 'mexico',
      locale: 'en',
      skus: ['TF-10002', 'TF-10001'],
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      products: [
        {
          sku: 'TF-10002',
          name: 'Product TF-10002',
          href: '/products/TF-10002',
          image: null,
          brand: 'Terrafield Classic',
        },
        {
          sku: 'TF-10001',
          name: 'Product TF-10001',
          href: '/products/TF-10001',
          image: null,
          brand: 'Terrafield Classic',
        },
      ],
    })
    expect(list).toHaveBeenCalledWith({ regionId: 'mexico', locale: 'en', previewToken: null }, [
      'TF-10002',
      'TF-10001',
    ])
  })

  it('refuses a body that is not JSON by its content type (415) and other sites (403)', async () => {
    const body = JSON.stringify({ regionId: 'us', locale: 'en', skus: ['TF-10001'] })
    expect((await post(body, { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await post(body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await post(body, { origin: 'https://evil.example' })).status).toBe(403)
    expect(list).not.toHaveBeenCalled()
  })

  it('refuses a body over the cap with 413 and broken JSON with 400', async () => {
    const huge = JSON.stringify({ regionId: 'us', locale: 'en', skus: ['x'.repeat(8000)] })
    expect(huge.length).toBeGreaterThan(RECENTLY_VIEWED_BODY_LIMIT)
    expect((await post(huge)).status).toBe(413)
    expect((await post('{bad')).status).toBe(400)
    expect(list).not.toHaveBeenCalled()
  })

  it.each([
    ['no skus', { regionId: 'us', locale: 'en', skus: [] }],
    ['eleven skus', { regionId: 'us', locale: 'en', skus: Array(11).fill('TF-10001') }],
    ['a sku that is no sku', { regionId: 'us', locale: 'en', skus: ['<script>'] }],
    ['skus of the wrong type', { regionId: 'us', locale: 'en', skus: 'TF-10001' }],
    ['an unknown field', { regionId: 'us', locale: 'en', skus: ['TF-10001'], where: {} }],
    ['an unknown region', { regionId: 'mars', locale: 'en', skus: ['TF-10001'] }],
    ['a locale the region lacks', { regionId: 'japan', locale: 'es', skus: ['TF-10001'] }],
  ])('answers 400 for %s without asking the CMS', async (_, body) => {
    const response = await postJson(body)
    expect(response.status).toBe(400)
    expect(list).not.toHaveBeenCalled()
  })

  it('answers 503 without internals when the CMS cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    list.mockRejectedValue(new Error('connect ECONNREFUSED /tmp/secret.sock'))
    const response = await postJson({ regionId: 'us', locale: 'en', skus: ['TF-10001'] })
    expect(response.status).toBe(503)
    expect(await response.text()).not.toContain('secret')
  })
})
