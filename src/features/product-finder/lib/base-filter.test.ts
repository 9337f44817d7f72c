import { describe, expect, it } from 'vitest'
import { parseBaseFilter, splitValues } from './base-filter'

describe('parseBaseFilter', () => {
  it('reads rows of attribute=values separated by semicolons', () => {
    expect(parseBaseFilter('categories=fries,sweet-potatoes; brand=terrafield-classic')).toEqual([
      { attribute: 'categories', values: ['fries', 'sweet-potatoes'] },
      { attribute: 'brand', values: ['terrafield-classic'] },
    ])
  })

  it('reads number ranges with either bound open', () => {
    expect(parseBaseFilter('shelfLife=180..;caseCube=..1.5')).toEqual([
      { attribute: 'shelfLife', values: [], min: 180, max: null },
      { attribute: 'caseCube', values: [], min: null, max: 1.5 },
    ])
  })

  it('ignores rows with bad syntax and keeps the good ones', () => {
    expect(
      parseBaseFilter(
        'categories:fries;=x;brand=;cut Types=a;fryType=fries,,x;..;a=..;variety=russet',
      ),
    ).toEqual([{ attribute: 'variety', values: ['russet'] }])
  })

  it('answers no rows for empty, missing or oversized text', () => {
    expect(parseBaseFilter('')).toEqual([])
    expect(parseBaseFilter(null)).toEqual([])
    expect(parseBaseFilter(undefined)).toEqual([])
    expect(parseBaseFilter(`categories=${'a,'.repeat(2000)}b`)).toEqual([])
  })

  it('survives hostile text without throwing', () => {
    const hostile = [
      'a=b'.repeat(500),
      '__proto__=x;constructor=y',
      "categories=fries' OR 1=1 --",
      'categories=%00;brand=\u0000',
      ';;;;===,,,',
      'x=' + 'é'.repeat(150),
    ]
    for (const text of hostile) expect(() => parseBaseFilter(text)).not.toThrow()
    expect(parseBaseFilter('x=' + 'é'.repeat(150))).toEqual([])
  })

  it('caps rows and values', () => {
    const many = Array.from({ length: 15 }, (_, i) => `a${i}=v`).join(';')
    expect(parseBaseFilter(many)).toHaveLength(10)
    expect(splitValues(Array.from({ length: 21 }, (_, i) => `v${i}`).join(','))).toBeNull()
  })

  it('never lets the "any" marker through as a value', () => {
    expect(splitValues('*')).toBeNull()
    expect(parseBaseFilter('categories=*')).toEqual([])
  })
})
