import { describe, expect, it } from 'vitest'
import { isPrefetchablePage, prefersLessData } from './prefetch-policy'

describe('prefersLessData', () => {
  it('is true when the visitor asked to save data', () => {
    expect(prefersLessData({ saveData: true, effectiveType: '4g' })).toBe(true)
  })

  it('is true on 2G connections', () => {
    expect(prefersLessData({ effectiveType: '2g' })).toBe(true)
    expect(prefersLessData({ effectiveType: 'slow-2g' })).toBe(true)
  })

  it('is false on ordinary connections and where the browser says nothing', () => {
    expect(prefersLessData({ saveData: false, effectiveType: '4g' })).toBe(false)
    expect(prefersLessData({ effectiveType: '3g' })).toBe(false)
    expect(prefersLessData(undefined)).toBe(false)
  })
})

describe('isPrefetchablePage', () => {
  it('accepts paths of pages, with or without a fragment', () => {
    expect(isPrefetchablePage('/products/fries')).toBe(true)
    expect(isPrefetchablePage('/')).toBe(true)
    expect(isPrefetchablePage('/mexico/receta/tacos#ingredientes')).toBe(true)
    expect(isPrefetchablePage('/terrafield+')).toBe(true)
  })

  it('refuses route handlers an editor may have typed', () => {
    expect(isPrefetchablePage('/api/preview/exit')).toBe(false)
    expect(isPrefetchablePage('/api')).toBe(false)
    expect(isPrefetchablePage('/rss/products.xml')).toBe(false)
    expect(isPrefetchablePage('/products/fries/TF-10001/specifications.pdf')).toBe(false)
  })

  it('refuses query strings, other origins and protocol-relative URLs', () => {
    expect(isPrefetchablePage('/products?locale=es')).toBe(false)
    expect(isPrefetchablePage('https://example.com/')).toBe(false)
    expect(isPrefetchablePage('//example.com/')).toBe(false)
  })
})
