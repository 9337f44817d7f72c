import { describe, expect, test } from 'vitest'
import { isOffCanonical, splitStateSegment } from './state-segment'

/** The route receives each segment encoded once more, by the rewrite to the internal path. */
const routed = (...segments: string[]) => segments.map((segment) => encodeURIComponent(segment))

describe('splitStateSegment', () => {
  test('splits the state off as the browser sent it; slugs never hold "="', () => {
    expect(splitStateSegment(routed('products', 'fries'))).toEqual({
      segments: ['products', 'fries'],
      state: null,
    })
    expect(splitStateSegment(routed('fries', 'dishType=Para%20compartir'))).toEqual({
      segments: [encodeURIComponent('fries')],
      state: 'dishType=Para%20compartir',
    })
  })

  test('the home page has no slug but may have a state', () => {
    expect(splitStateSegment([])).toEqual({ segments: [], state: null })
    expect(splitStateSegment(routed('brand=acme'))).toEqual({ segments: [], state: 'brand=acme' })
  })
})

describe('isOffCanonical', () => {
  test('moves another spelling and a state with no canonical form', () => {
    expect(isOffCanonical('a=1&b=2', 'b=2&a=1')).toBe(true)
    expect(isOffCanonical(null, 'x=')).toBe(true)
  })

  test('keeps the canonical spelling, however the server normalised its encoding', () => {
    expect(isOffCanonical('a=1&b=2', 'a=1&b=2')).toBe(false)
    expect(isOffCanonical('rate=NaN', 'rate=Na%4E')).toBe(false)
  })
})
