import { describe, expect, it } from 'vitest'
import { formatDimensions, formatTemperatureRange, formatTiHi, text, yesNo } from './format'

const range = (low: string, high: string) => `${low} to ${high}`

describe('formatDimensions', () => {
  const inches = (length: number, width: number, height: number) => [
    { value: length, unit: 'in' },
    { value: width, unit: 'in' },
    { value: height, unit: 'in' },
  ]

  it('states a shared unit once, after the three values', () => {
    expect(formatDimensions(inches(14, 10, 9.5), 'en')).toBe('14 × 10 × 9.5 in')
    expect(formatDimensions(inches(15.5, 10.2, 8.1), 'es-AR')).toBe('15,5 × 10,2 × 8,1 in')
  })

  it('keeps each unit when they differ', () => {
    expect(
      formatDimensions(
        [
          { value: 40, unit: 'cm' },
          { value: 30, unit: 'cm' },
          { value: 8, unit: 'in' },
        ],
        'en',
      ),
    ).toBe('40 cm × 30 cm × 8 in')
  })

  it('shows bare numbers when no unit is stored', () => {
    expect(
      formatDimensions([{ value: 1 }, { value: 2, unit: null }, { value: 3, unit: ' ' }], 'en'),
    ).toBe('1 × 2 × 3')
  })

  it('is null unless every side is known', () => {
    expect(
      formatDimensions(
        [
          { value: 14, unit: 'in' },
          { value: null, unit: 'in' },
          { value: 9, unit: 'in' },
        ],
        'en',
      ),
    ).toBeNull()
    expect(formatDimensions([], 'en')).toBeNull()
  })
})

describe('formatTemperatureRange', () => {
  it('runs from the lower to the higher bound with the unit on both', () => {
    expect(formatTemperatureRange(-10, 0, 'F', 'en', range)).toBe('-10°F to 0°F')
    expect(formatTemperatureRange(0, -18, 'C', 'en', range)).toBe('-18°C to 0°C')
  })

  it('shows a single value when only one bound is set or both are equal', () => {
    expect(formatTemperatureRange(null, 0, 'F', 'en', range)).toBe('0°F')
    expect(formatTemperatureRange(-18, undefined, 'C', 'en', range)).toBe('-18°C')
    expect(formatTemperatureRange(4, 4, 'C', 'en', range)).toBe('4°C')
  })

  it('is null without either bound', () => {
    expect(formatTemperatureRange(null, null, 'F', 'en', range)).toBeNull()
  })
})

describe('formatTiHi', () => {
  it('spaces the cases-per-layer and layers around a multiplication sign', () => {
    expect(formatTiHi('12x8')).toBe('12 × 8')
    expect(formatTiHi(' 10 X 9 ')).toBe('10 × 9')
  })

  it('keeps other text as entered and drops blanks', () => {
    expect(formatTiHi('mixed pallet')).toBe('mixed pallet')
    expect(formatTiHi('  ')).toBeNull()
    expect(formatTiHi(null)).toBeNull()
  })
})

describe('yesNo', () => {
  it('is Y only for true', () => {
    expect(yesNo(true)).toBe('Y')
    expect(yesNo(false)).toBe('N')
    expect(yesNo(null)).toBe('N')
  })
})

describe('text', () => {
  it('trims and turns blanks into null', () => {
    expect(text(' 4/3 lb ')).toBe('4/3 lb')
    expect(text('')).toBeNull()
    expect(text(undefined)).toBeNull()
  })
})
