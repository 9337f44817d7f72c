import { describe, expect, test } from 'vitest'
import {
  MAX_STATE_VALUES,
  listingSegment,
  parseListingState,
  parseRange,
  toggled,
} from './listing-state'
import { listingUrl } from './listing-url'

describe('listing state in a path segment', () => {
  test('round-trips values, ranges, sort and page in one canonical order', () => {
    const state = {
      values: { cutTypes: ['shoestring', 'crinkle'], brand: ['acme'], shelfLife: ['90..365'] },
      sort: 'title-desc',
      page: 3,
    }
    const segment = listingSegment(state)
    expect(segment).toBe(
      'brand=acme&cutTypes=crinkle,shoestring&shelfLife=90..365&sort=title-desc&page=3',
    )
    expect(listingSegment(parseListingState(segment!))).toBe(segment)
  })

  test('values with separators and any script survive encoding', () => {
    const state = {
      values: { dishType: ['Para compartir, o no & más=1', 'シェア'] },
      sort: null,
      page: 1,
    }
    const segment = listingSegment(state)!
    expect(segment.split('&')).toHaveLength(1)
    expect(parseListingState(segment).values.dishType).toEqual(state.values.dishType.sort())
  })

  test('the first page with nothing chosen has no segment', () => {
    expect(listingSegment({ values: { brand: [] }, sort: null, page: 1 })).toBeNull()
    expect(listingUrl('/fries', { values: {}, sort: null, page: 1 })).toBe('/fries')
    expect(listingUrl('/mx/fries', { values: { brand: ['a'] }, sort: null, page: 1 })).toBe(
      '/mx/fries/brand=a',
    )
  })

  test('hostile segments read as a clean state, never an error', () => {
    for (const junk of [
      '=',
      '&&&',
      'brand=%E0%A4%A',
      'sort=id;DROP TABLE',
      'page=-4',
      'page=1e9',
      `brand=${'x'.repeat(3000)}`,
      '__proto__=x&constructor=y',
      "brand=' OR 1=1 --",
    ]) {
      const state = parseListingState(junk)
      expect(state.page).toBeGreaterThanOrEqual(1)
      expect(state.sort).toBeNull()
      expect(Object.getPrototypeOf(state.values)).toBe(Object.prototype)
    }
    expect(parseListingState("brand=' OR 1=1 --").values.brand).toEqual(["' OR 1=1 --"])
    const many = Array.from({ length: 50 }, (_, i) => `v${i}`).join(',')
    expect(parseListingState(`brand=${many}`).values.brand).toHaveLength(MAX_STATE_VALUES)
  })

  test('ranges read either side open; anything else is not a range', () => {
    expect(parseRange('90..365')).toEqual({ min: 90, max: 365 })
    expect(parseRange('..10')).toEqual({ min: null, max: 10 })
    expect(parseRange('-5.5..')).toEqual({ min: -5.5, max: null })
    expect(parseRange('..')).toBeNull()
    expect(parseRange('1e5..2')).toBeNull()
  })

  test('a change of choice goes back to the first page; a single selector keeps one value', () => {
    const state = { values: { brand: ['a'] }, sort: 'title-asc', page: 4 }
    expect(toggled(state, 'brand', 'b')).toEqual({
      values: { brand: ['a', 'b'] },
      sort: 'title-asc',
      page: 1,
    })
    expect(toggled(state, 'brand', 'a').values).toEqual({})
    expect(toggled(state, 'brand', 'b', true).values).toEqual({ brand: ['b'] })
  })
})
