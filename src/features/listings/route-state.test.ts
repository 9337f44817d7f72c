import { describe, expect, test } from 'vitest'
import { canonicalListingUrl, readListingSegment } from './route-state'

describe('a listing state at the end of a page path', () => {
  test('splits the state off; slugs never hold "="', () => {
    expect(readListingSegment(['products', 'fries'])).toEqual({
      segments: ['products', 'fries'],
      listing: null,
    })
    const { segments, listing } = readListingSegment(['fries', 'brand=acme'])
    expect(segments).toEqual(['fries'])
    expect(listing?.state.values).toEqual({ brand: ['acme'] })
  })

  test('a state written another way moves to its canonical URL; the canonical one stays', () => {
    const messy = readListingSegment(['fries', 'sort=title-asc&brand=b,a,a&page=1']).listing!
    expect(canonicalListingUrl('/fries', messy)).toEqual({
      url: '/fries/brand=a,b&sort=title-asc',
      redirect: true,
    })
    const clean = readListingSegment(['fries', 'brand=a,b&sort=title-asc']).listing!
    expect(canonicalListingUrl('/fries', clean).redirect).toBe(false)
    const encoded = readListingSegment(['fries', 'dishType=Para%20compartir']).listing!
    expect(canonicalListingUrl('/fries', encoded).redirect).toBe(false)
    expect(canonicalListingUrl('/fries', readListingSegment(['fries', 'x=']).listing!)).toEqual({
      url: '/fries',
      redirect: true,
    })
  })
})
