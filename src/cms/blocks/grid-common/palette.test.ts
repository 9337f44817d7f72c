import { describe, expect, it } from 'vitest'
import { contrastRatio, PALETTE, PALETTE_OPTIONS, paletteColors } from './palette'

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  it('does not depend on the order of the colours', () => {
    expect(contrastRatio('#1d6b45', '#ffffff')).toBe(contrastRatio('#ffffff', '#1d6b45'))
  })
})

describe('PALETTE', () => {
  it.each(Object.entries(PALETTE))(
    '%s text meets WCAG AA on its background',
    (_, { background, text }) => {
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5)
    },
  )

  it('offers every colour as a CMS option', () => {
    expect(PALETTE_OPTIONS.map((option) => option.value)).toEqual(Object.keys(PALETTE))
  })

  it('falls back to forest for a value outside the palette', () => {
    expect(paletteColors('neon')).toBe(PALETTE.forest)
    expect(paletteColors(null)).toBe(PALETTE.forest)
    expect(paletteColors('sand')).toBe(PALETTE.sand)
  })
})
