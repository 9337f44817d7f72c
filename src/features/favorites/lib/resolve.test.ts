import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  listProductCardsBySkus,
  listProductCardsBySlugs,
  type ProductCard,
} from '@/content/products'
import { resolveProductFavorites, resolveRecipeFavorites } from './resolve'

vi.mock('@/content/products', () => ({
  MAX_PRODUCT_LOOKUP: 100,
  listProductCardsBySkus: vi.fn(),
  listProductCardsBySlugs: vi.fn(),
}))

const scope = { regionId: 'us', locale: 'en' as const, previewToken: null }
const AT = '2025-03-01T10:00:00.000Z'
const LATER = '2025-04-01T10:00:00.000Z'

const card = (sku: string): ProductCard => ({
  id: Number(sku.slice(3)),
  sku,
  name: `Product ${sku}`,
  href: `/products/${sku}`,
  image: null,
  brand: null,
  badge: null,
  description: null,
  publishedDate: null,
})

const bySkus = vi.mocked(listProductCardsBySkus)
const bySlugs = vi.mocked(listProductCardsBySlugs)

beforeEach(() => {
  bySkus.mockReset()
  bySlugs.mockReset()
  bySkus.mockImplementation(async (_scope, skus) =>
    skus.filter((sku) => sku !== 'TF-99999').map(card),
  )
  bySlugs.mockImplementation(async (_scope, slugs) =>
    [
      { ...card('TF-10003'), slug: 'old-wedges' },
      { ...card('TF-10001'), slug: 'old-fries' },
    ].filter((found) => slugs.includes(found.slug)),
  )
})

describe('resolveProductFavorites', () => {
  it('returns sku matches in stored order, then slug-only matches not already included', async () => {
    const items = await resolveProductFavorites(scope, [
      { slug: 'old-wedges', favoriteTimestamp: LATER },
      { slug: 'fries', sku: 'TF-10001', favoriteTimestamp: AT },
      { slug: 'gone', sku: 'TF-99999', favoriteTimestamp: AT },
      { slug: 'old-fries', favoriteTimestamp: AT },
      { slug: 'tots', sku: 'TF-10002', favoriteTimestamp: LATER },
    ])
    expect(items.map((item) => [item.sku, item.slug, item.favoriteTimestamp])).toEqual([
      ['TF-10001', 'fries', AT],
      ['TF-10002', 'tots', LATER],
      ['TF-10003', 'old-wedges', LATER],
    ])
    expect(items.every((item) => item.contentType === 'Product')).toBe(true)
    expect(bySkus).toHaveBeenCalledWith(scope, ['TF-10001', 'TF-99999', 'TF-10002'])
    expect(bySlugs).toHaveBeenCalledWith(scope, ['old-wedges', 'old-fries'])
  })

  it('asks the CMS in chunks it accepts when the list is long', async () => {
    const entries = Array.from({ length: 150 }, (_, i) => ({
      slug: `p-${i}`,
      sku: `TF-${20000 + i}`,
      favoriteTimestamp: AT,
    }))
    const items = await resolveProductFavorites(scope, entries)
    expect(items).toHaveLength(150)
    expect(bySkus.mock.calls.map(([, skus]) => skus.length)).toEqual([100, 50])
    expect(items[149]?.sku).toBe('TF-20149')
  })

  it('resolves nothing for an empty list', async () => {
    await expect(resolveProductFavorites(scope, [])).resolves.toEqual([])
    expect(bySkus).not.toHaveBeenCalled()
    expect(bySlugs).not.toHaveBeenCalled()
  })
})

describe('resolveRecipeFavorites', () => {
  it('looks the slugs up once and keeps the stored order', async () => {
    const lookup = vi.fn(async (slugs: readonly string[]) =>
      slugs.filter((slug) => slug !== 'gone').map((slug) => ({ slug, title: slug })),
    )
    const items = await resolveRecipeFavorites(
      [
        { slug: 'tacos', favoriteTimestamp: AT },
        { slug: 'gone', favoriteTimestamp: AT },
        { slug: 'bowl', favoriteTimestamp: LATER },
      ],
      lookup,
    )
    expect(items).toEqual([
      { slug: 'tacos', title: 'tacos', contentType: 'Recipe', favoriteTimestamp: AT },
      { slug: 'bowl', title: 'bowl', contentType: 'Recipe', favoriteTimestamp: LATER },
    ])
    expect(lookup).toHaveBeenCalledTimes(1)
  })

  it('returns nothing for an empty list without asking', async () => {
    const lookup = vi.fn(async () => [])
    await expect(resolveRecipeFavorites([], lookup)).resolves.toEqual([])
    expect(lookup).not.toHaveBeenCalled()
  })
})
