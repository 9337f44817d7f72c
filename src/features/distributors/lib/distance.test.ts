import { describe, expect, it } from 'vitest'
import { distanceBetween, isCoordinates } from './distance'

const chicago = { latitude: 41.8781, longitude: -87.6298 }
const newYork = { latitude: 40.7128, longitude: -74.006 }

describe('distanceBetween', () => {
  it('measures Chicago to New York (about 712 miles, 1,145 km)', () => {
    expect(distanceBetween(chicago, newYork, 'mile')).toBeCloseTo(712, -1)
    expect(distanceBetween(chicago, newYork, 'kilometer')).toBeCloseTo(1145, -1)
  })

  it('is zero for the same place and symmetric', () => {
    expect(distanceBetween(chicago, chicago, 'mile')).toBe(0)
    expect(distanceBetween(chicago, newYork, 'mile')).toBeCloseTo(
      distanceBetween(newYork, chicago, 'mile'),
      9,
    )
  })

  it('stays finite for antipodes', () => {
    const far = distanceBetween(
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 180 },
      'kilometer',
    )
    expect(far).toBeCloseTo(Math.PI * 6371, 0)
  })
})

describe('isCoordinates', () => {
  it('accepts numbers within range only', () => {
    expect(isCoordinates(41.8, -87.6)).toBe(true)
    expect(isCoordinates(91, 0)).toBe(false)
    expect(isCoordinates(0, Number.NaN)).toBe(false)
    expect(isCoordinates(null, 0)).toBe(false)
  })
})
