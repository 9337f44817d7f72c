import { describe, expect, test } from 'vitest'
import { listingRoute } from './route-state'

describe('a listing state at the end of a page path', () => {
  test('reads the state with its values decoded', () => {
    expect(listingRoute('/fries', 'brand=acme').state.values).toEqual({ brand: ['acme'] })
    const encoded = listingRoute('/fries', 'dishType=Para%20compartir%2C%20y%20m%C3%A1s')
    expect(encoded.state.values.dishType).toEqual(['Para compartir, y más'])
    expect(encoded.redirect).toBe(false)
  })

  test('a state written another way moves to its canonical URL; the canonical one stays', () => {
    expect(listingRoute('/fries', 'sort=title-asc&brand=b,a,a&page=1')).toMatchObject({
      url: '/fries/brand=a,b&sort=title-asc',
      redirect: true,
    })
    expect(listingRoute('/fries', 'brand=a,b&sort=title-asc').redirect).toBe(false)
    expect(listingRoute('/fries', 'x=')).toMatchObject({ url: '/fries', redirect: true })
  })
})
