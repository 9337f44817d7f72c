import { describe, expect, it } from 'vitest'
import { isFirstPlace, listingPlaceSegments, parseListingTail } from './listing-place'

describe('parseListingTail', () => {
  it('reads sort and page', () => {
    expect(parseListingTail([])).toEqual({ sort: 'newest', page: 1 })
    expect(parseListingTail(['oldest'])).toEqual({ sort: 'oldest', page: 1 })
    expect(parseListingTail(['page', '2'])).toEqual({ sort: 'newest', page: 2 })
    expect(parseListingTail(['oldest', 'page', '12'])).toEqual({ sort: 'oldest', page: 12 })
  })

  it('rejects anything else, so each listing page has one URL', () => {
    for (const tail of [
      ['page'],
      ['page', '1'],
      ['page', '02'],
      ['page', 'x'],
      ['page', '2', 'x'],
      ['newest'],
      ['oldest', 'oldest'],
      ['page', '99999'],
      ['page', '-1'],
    ]) {
      expect(parseListingTail(tail)).toBeNull()
    }
  })
})

describe('listingPlaceSegments', () => {
  it('leaves out the defaults and reads back what it wrote', () => {
    expect(listingPlaceSegments({ sort: 'newest', page: 1 })).toEqual([])
    for (const place of [
      { sort: 'oldest', page: 1 },
      { sort: 'newest', page: 4 },
      { sort: 'oldest', page: 2 },
    ] as const) {
      expect(parseListingTail(listingPlaceSegments(place))).toEqual(place)
    }
  })
})

describe('isFirstPlace', () => {
  it('is the first page in the newest-first order only', () => {
    expect(isFirstPlace({ sort: 'newest', page: 1 })).toBe(true)
    expect(isFirstPlace({ sort: 'oldest', page: 1 })).toBe(false)
    expect(isFirstPlace({ sort: 'newest', page: 2 })).toBe(false)
  })
})
