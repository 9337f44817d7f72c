import { describe, expect, test } from 'vitest'
import { canonicalListingUrl, readListingSegment } from './route-state'

/** The route receives each segment encoded once more, by the rewrite to the internal path. */
const routed = (...segments: string[]) => segments.map((segment) => encodeURIComponent(segment))

describe('a listing state at the end of a page path', () => {
  test('splits the state off; slugs never hold "="', () => {
    expect(readListingSegment(routed('products', 'fries'))).toEqual({
      segments: ['products', 'fries'],
      listing: null,
    })
    const { segments, listing } = readListingSegment(routed('fries', 'brand=acme'))
    expect(segments).toEqual(['fries'])
    expect(listing?.state.values).toEqual({ brand: ['acme'] })
  })

  test('a state written another way moves to its canonical URL; the canonical one stays', () => {
    const messy = readListingSegment(routed('fries', 'sort=title-asc&brand=b,a,a&page=1')).listing!
    expect(canonicalListingUrl('/fries', messy)).toEqual({
      url: '/fries/brand=a,b&sort=title-asc',
      redirect: true,
    })
    const clean = readListingSegment(routed('fries', 'brand=a,b&sort=title-asc')).listing!
    expect(canonicalListingUrl('/fries', clean).redirect).toBe(false)
    const encoded = readListingSegment(
      routed('fries', 'dishType=Para%20compartir%2C%20y%20m%C3%A1s'),
    ).listing!
    expect(encoded.state.values.dishType).toEqual(['Para compartir, y más'])
    expect(canonicalListingUrl('/fries', encoded).redirect).toBe(false)
    expect(
      canonicalListingUrl('/fries', readListingSegment(routed('fries', 'x=')).listing!),
    ).toEqual({
      url: '/fries',
      redirect: true,
    })
  })
})
