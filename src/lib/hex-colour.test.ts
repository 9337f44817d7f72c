import { describe, expect, it } from 'vitest'
import { isHexColour } from './hex-colour'

describe('isHexColour', () => {
  it('takes six hex digits after a hash, in either case', () => {
    expect(isHexColour('#1d6b45')).toBe(true)
    expect(isHexColour('#1D6B45')).toBe(true)
  })

  it('refuses short, long, named and injected values', () => {
    for (const value of ['#fff', '#1d6b455', 'green', '1d6b45', '#1d6b45;', '#1d6b4g', '', null, 7])
      expect(isHexColour(value)).toBe(false)
  })
})
