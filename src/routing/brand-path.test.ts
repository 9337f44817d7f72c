import { describe, expect, it } from 'vitest'
import { brandIndexPath, brandPath } from './build'

describe('brandPath', () => {
  it('builds the brand page under the region and locale prefixes', () => {
    expect(brandPath('us', 'en', 'golden-acre')).toBe('/brands/golden-acre')
    expect(brandPath('mexico', 'es', 'golden-acre')).toBe('/mexico/brands/golden-acre')
    expect(brandPath('mexico', 'en', 'golden-acre')).toBe('/mexico/en/brands/golden-acre')
    expect(brandIndexPath('japan', 'en')).toBe('/japan/en/brands')
  })

  it('numbers only the later product pages', () => {
    expect(brandPath('us', 'en', 'golden-acre', 1)).toBe('/brands/golden-acre')
    expect(brandPath('korea', 'ko-KR', 'golden-acre', 2)).toBe('/korea/brands/golden-acre/2')
  })
})
