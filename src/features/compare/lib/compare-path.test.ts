import { describe, expect, it } from 'vitest'
import { compareBasePath, comparePath } from './compare-path'
import { withSkus } from './compare-url'

describe('comparePath', () => {
  it('names the skus in one comma-separated query, under the region and locale', () => {
    expect(comparePath('us', 'en', ['TF-10001', 'TF-10002', 'TF-10003'])).toBe(
      '/compare?skus=TF-10001,TF-10002,TF-10003',
    )
    expect(comparePath('mexico', 'es', ['TF-10001'])).toBe('/mexico/compare?skus=TF-10001')
    expect(comparePath('korea', 'ko-KR', ['TF-10015'])).toBe('/korea/compare?skus=TF-10015')
    expect(comparePath('us', 'es', ['TF-10001'])).toBe('/es/compare?skus=TF-10001')
  })

  it('keeps an empty selection in the URL, and falls back for an unknown region', () => {
    expect(comparePath('us', 'en', [])).toBe('/compare?skus=')
    expect(compareBasePath('atlantis', 'en')).toBe('/compare')
  })

  it('encodes what a sku could not hold', () => {
    expect(withSkus('/compare', ['a&b', 'c d'])).toBe('/compare?skus=a%26b,c%20d')
  })
})
