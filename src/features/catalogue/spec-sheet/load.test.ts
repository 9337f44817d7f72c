import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProductDetail } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import { getSpecSheetProduct, specSheetPdfResponse } from './load'
import { seededProduct } from './test-fixture'

const content = vi.hoisted(() => ({ getProductBySku: vi.fn() }))
vi.mock('@/content/products', () => content)
vi.mock('@/content/product-settings', () => ({
  getProductSpecificationSettings: async () => ({
    hideImage: false,
    excludedKeys: [],
    disclaimer: null,
  }),
}))

const SCOPE: ContentScope = { regionId: 'us', locale: 'en', previewToken: null }
const product = seededProduct('TF-10024', 'en') as unknown as ProductDetail

beforeEach(() => {
  content.getProductBySku.mockReset()
  content.getProductBySku.mockImplementation(async (_scope: ContentScope, sku: string) =>
    sku === 'TF-10024' ? product : null,
  )
})

describe('getSpecSheetProduct', () => {
  it('finds the product when the slug in the path is its own', async () => {
    await expect(getSpecSheetProduct(SCOPE, 'breaded-mozzarella-sticks', 'TF-10024')).resolves.toBe(
      product,
    )
    expect(content.getProductBySku).toHaveBeenCalledWith(SCOPE, 'TF-10024')
  })

  it('finds nothing for another slug, an unknown SKU or a malformed segment', async () => {
    await expect(getSpecSheetProduct(SCOPE, 'onion-rings', 'TF-10024')).resolves.toBeNull()
    await expect(
      getSpecSheetProduct(SCOPE, 'breaded-mozzarella-sticks', 'TF-99999'),
    ).resolves.toBeNull()
    await expect(getSpecSheetProduct(SCOPE, '%E0%A4%A', 'TF-10024')).resolves.toBeNull()
    await expect(getSpecSheetProduct(SCOPE, '..', 'TF-10024')).resolves.toBeNull()
  })
})

describe('specSheetPdfResponse', () => {
  it('answers a sandboxed PDF download named after the SKU', async () => {
    const response = await specSheetPdfResponse(
      SCOPE,
      'breaded-mozzarella-sticks',
      'TF-10024',
      new Date('2026-05-01T00:00:00Z'),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="TF-10024-specifications.pdf"',
    )
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(response.headers.get('content-length')).toBe(String(bytes.length))
  })

  it('answers a plain-text 404 for an unknown product, a wrong slug or an unserved region', async () => {
    for (const [scope, slug, sku] of [
      [SCOPE, 'breaded-mozzarella-sticks', 'TF-99999'],
      [SCOPE, 'wrong-slug', 'TF-10024'],
      [null, 'breaded-mozzarella-sticks', 'TF-10024'],
    ] as const) {
      const response = await specSheetPdfResponse(scope, slug, sku, new Date())
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      await expect(response.text()).resolves.toBe('Not found')
    }
  })
})
