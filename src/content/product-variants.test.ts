import { describe, expect, it, vi } from 'vitest'
import { runQuery } from './client'
import {
  listProductVariants,
  MAX_PRODUCT_VARIANTS,
  toVariants,
  variantLabel,
} from './product-variants'
import type { ProductDetail } from './products'

vi.mock('./client', () => ({ runQuery: vi.fn() }))

const scope = { regionId: 'korea', locale: 'en' as const, previewToken: null }
const tots = { id: 11, sku: 'TF-10011', cutSize: '1 in formed', casePackDescription: '6/5 lb' }
const mini = { id: 41, sku: 'TF-10041', cutSize: '3/4 in formed', casePackDescription: '6/4.5 lb' }

describe('variantLabel', () => {
  it('names a variant by cut size and case pack, else by sku', () => {
    expect(variantLabel(tots)).toBe('1 in formed · 6/5 lb')
    expect(variantLabel({ id: 1, sku: 'TF-1', cutSize: ' ', casePackDescription: '6/5 lb' })).toBe(
      '6/5 lb',
    )
    expect(variantLabel({ id: 1, sku: 'TF-1', cutSize: null })).toBe('TF-1')
  })
})

describe('toVariants', () => {
  it('lists the product and its siblings by sku, marking the product as current', () => {
    expect(toVariants(scope, mini, [tots])).toEqual([
      {
        sku: 'TF-10011',
        label: '1 in formed · 6/5 lb',
        href: '/korea/en/products/TF-10011',
        current: false,
      },
      {
        sku: 'TF-10041',
        label: '3/4 in formed · 6/4.5 lb',
        href: '/korea/en/products/TF-10041',
        current: true,
      },
    ])
  })

  it('is empty when the product has no sibling', () => {
    expect(toVariants(scope, tots, [])).toEqual([])
    expect(toVariants(scope, tots, [tots])).toEqual([])
    expect(toVariants(scope, tots, [{ id: 5, sku: null }])).toEqual([])
  })

  it('never lists more than the switcher holds', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: 100 + i, sku: `TF-2${i}` }))
    const variants = toVariants(scope, tots, many)
    expect(variants).toHaveLength(MAX_PRODUCT_VARIANTS)
    expect(variants.filter((v) => v.current)).toHaveLength(1)
  })
})

describe('listProductVariants', () => {
  it('asks for published siblings of the same name in the region and locale', async () => {
    vi.mocked(runQuery).mockResolvedValue({ Products: { docs: [mini] } })
    const product = { ...tots, marketingName: 'Crispy Potato Tots' } as unknown as ProductDetail
    const variants = await listProductVariants(scope, product)
    expect(variants.map((v) => v.sku)).toEqual(['TF-10011', 'TF-10041'])
    const [, , variables] = vi.mocked(runQuery).mock.calls[0] ?? []
    expect(variables).toEqual({
      where: {
        regionTags: { in: ['regionKorea'] },
        marketingName: { equals: 'Crispy Potato Tots' },
        id: { not_equals: 11 },
        _status: { equals: 'published' },
      },
      limit: MAX_PRODUCT_VARIANTS - 1,
      locale: 'en',
    })
  })

  it('asks nothing for a product without a name', async () => {
    vi.mocked(runQuery).mockClear()
    const product = { ...tots, marketingName: '  ' } as unknown as ProductDetail
    expect(await listProductVariants(scope, product)).toEqual([])
    expect(runQuery).not.toHaveBeenCalled()
  })
})
