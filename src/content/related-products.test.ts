import { describe, expect, it, vi } from 'vitest'
import { runQuery } from './client'
import type { ProductDetail } from './products'
import {
  listRelatedProducts,
  MAX_RELATED_PRODUCTS,
  rankRelated,
  RELATED_CANDIDATES,
  relatedWhere,
} from './related-products'

vi.mock('./client', () => ({ runQuery: vi.fn() }))

const scope = { regionId: 'mexico', locale: 'es' as const, previewToken: null }
const fries = {
  id: 1,
  brand: { id: 10 },
  categories: [{ id: 100 }, { id: 101 }],
  cutTypes: [{ id: 200 }],
}

describe('relatedWhere', () => {
  it('matches the brand, any category or any cut type, never the product itself', () => {
    expect(relatedWhere(fries)).toEqual({
      OR: [
        { brand: { equals: 10 } },
        { categories: { in: [100, 101] } },
        { cutTypes: { in: [200] } },
      ],
      id: { not_equals: 1 },
    })
  })

  it('leaves out what the product lacks, and asks nothing when it lacks all', () => {
    expect(relatedWhere({ id: 1, brand: null, categories: [], cutTypes: [{ id: 7 }] })).toEqual({
      OR: [{ cutTypes: { in: [7] } }],
      id: { not_equals: 1 },
    })
    expect(relatedWhere({ id: 1 })).toBeNull()
  })
})

describe('rankRelated', () => {
  const candidate = (id: number, traits: Partial<typeof fries>) => ({ id, ...traits })

  it('puts products sharing more first and keeps the newest-first order among equals', () => {
    const ranked = rankRelated(fries, [
      candidate(2, { brand: { id: 99 }, categories: [{ id: 100 }] }),
      candidate(3, { brand: { id: 10 }, categories: [{ id: 100 }, { id: 101 }] }),
      candidate(4, { cutTypes: [{ id: 200 }] }),
      candidate(5, { brand: { id: 10 }, cutTypes: [{ id: 200 }] }),
    ])
    expect(ranked.map((c) => c.id)).toEqual([3, 5, 2, 4])
  })

  it('drops the product itself and candidates sharing nothing', () => {
    const ranked = rankRelated(fries, [
      candidate(1, { brand: { id: 10 } }),
      candidate(6, { brand: { id: 11 }, categories: [{ id: 999 }] }),
    ])
    expect(ranked).toEqual([])
  })

  it('keeps at most the spec list size', () => {
    const many = Array.from({ length: 30 }, (_, i) => candidate(i + 2, { brand: { id: 10 } }))
    expect(rankRelated(fries, many)).toHaveLength(MAX_RELATED_PRODUCTS)
  })
})

describe('listRelatedProducts', () => {
  it("asks for a bounded pool of the region's candidates and answers the closest as cards", async () => {
    vi.mocked(runQuery).mockResolvedValue({
      Products: {
        docs: [
          { id: 2, sku: 'TF-10002', marketingName: 'Cut type only', cutTypes: [{ id: 200 }] },
          { id: 3, sku: 'TF-10003', marketingName: 'Brand', brand: { id: 10, name: 'Terrafield' } },
          {
            id: 4,
            sku: 'TF-10004',
            marketingName: 'Both',
            brand: { id: 10 },
            cutTypes: [{ id: 200 }],
          },
        ],
      },
    })
    const cards = await listRelatedProducts(scope, fries as unknown as ProductDetail)
    expect(cards.map((card) => card.sku)).toEqual(['TF-10004', 'TF-10002', 'TF-10003'])
    expect(cards[0]?.href).toBe('/mexico/productos/TF-10004')
    const [, , variables] = vi.mocked(runQuery).mock.calls[0] ?? []
    expect(variables).toMatchObject({
      where: { regionTags: { in: ['regionMexico'] }, id: { not_equals: 1 } },
      limit: RELATED_CANDIDATES,
      locale: 'es',
    })
  })
})
