import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listSampleBagProducts, type SampleBagProduct } from '@/content/sample-bag'
import { isFeatureOn } from '@/content/settings'
import { handleBagProducts } from './handle-bag-products'

vi.mock('server-only', () => ({}))
vi.mock('@/content/sample-bag', () => ({ listSampleBagProducts: vi.fn() }))
vi.mock('@/content/settings', () => ({ isFeatureOn: vi.fn() }))

const card = (sku: string, getASample = true): SampleBagProduct => ({
  id: 1,
  sku,
  name: `Product ${sku}`,
  href: `/products/${sku}`,
  image: null,
  brand: 'Terrafield',
  badge: 'New',
  description: 'A long description the bag does not need',
  publishedDate: null,
  getASample,
})

const get = (query: string) =>
  handleBagProducts(new Request(`http://localhost/api/sample-bag/products?${query}`))

beforeEach(() => {
  vi.mocked(isFeatureOn).mockReset().mockResolvedValue(true)
  vi.mocked(listSampleBagProducts)
    .mockReset()
    .mockImplementation(async (_scope, skus) =>
      skus.filter((sku) => sku !== 'TF-99999').map((sku) => card(sku, sku !== 'TF-10013')),
    )
})

describe('GET /api/sample-bag/products', () => {
  it('returns the cards the region offers as samples, cacheable', async () => {
    const response = await get('region=mexico&locale=en&skus=TF-10001,TF-10013,TF-99999,TF-10001')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    await expect(response.json()).resolves.toEqual({
      products: [
        {
          sku: 'TF-10001',
          name: 'Product TF-10001',
          href: '/products/TF-10001',
          image: null,
          brand: 'Terrafield',
        },
      ],
    })
    expect(listSampleBagProducts).toHaveBeenCalledWith(
      { regionId: 'mexico', locale: 'en', previewToken: null },
      ['TF-10001', 'TF-10013', 'TF-99999'],
    )
  })

  it('answers 400 for an unknown region or a locale it does not serve', async () => {
    for (const query of [
      'region=atlantis&locale=en&skus=TF-10001',
      'region=japan&locale=es&skus=TF-10001',
      'locale=en&skus=TF-10001',
    ]) {
      const response = await get(query)
      expect(response.status, query).toBe(400)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
    expect(listSampleBagProducts).not.toHaveBeenCalled()
  })

  it('answers 400 for skus that cannot be skus, or too many of them', async () => {
    const many = Array.from({ length: 51 }, (_, index) => `TF-${index}`).join(',')
    for (const skus of ['../etc', '<script>', many]) {
      expect(
        (await get(`region=us&locale=en&skus=${encodeURIComponent(skus)}`)).status,
        skus.slice(0, 20),
      ).toBe(400)
    }
  })

  it('answers an empty bag with no products', async () => {
    await expect((await get('region=us&locale=en&skus=')).json()).resolves.toEqual({ products: [] })
  })

  it('answers 503 when the content cannot be read', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(listSampleBagProducts).mockRejectedValue(new Error('content down'))
    const response = await get('region=us&locale=en&skus=TF-10001')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    log.mockRestore()
  })
})

describe('where the region’s sample bag flag is off', () => {
  it('answers 404 and reads nothing', async () => {
    vi.mocked(isFeatureOn).mockResolvedValue(false)
    const response = await get('region=us&locale=en&skus=TF-10001')
    expect(response.status).toBe(404)
    expect(listSampleBagProducts).not.toHaveBeenCalled()
  })
})
