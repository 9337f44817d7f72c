import { describe, expect, it } from 'vitest'
import { yieldLines } from './yield-lines'

const format = (value: number) => new Intl.NumberFormat('en').format(value)

describe('yieldLines', () => {
  it('pairs servings with the unit and the portion size with the measure', () => {
    const lines = yieldLines(
      {
        servings: 12,
        portionSize: '6',
        measure: 'oz',
        unit: 'portions',
        customMeasurement: '1 hotel pan',
      },
      format,
    )
    expect(lines).toEqual([
      { label: 'servings', value: '12 portions' },
      { label: 'portionSize', value: '6 oz' },
      { label: 'customMeasurement', value: '1 hotel pan' },
    ])
  })

  it('does not repeat a measure the portion size already names', () => {
    const lines = yieldLines(
      {
        servings: 6,
        portionSize: '9 oz',
        measure: 'oz',
        unit: 'servings',
        customMeasurement: null,
      },
      format,
    )
    expect(lines).toEqual([
      { label: 'servings', value: '6 servings' },
      { label: 'portionSize', value: '9 oz' },
    ])
  })

  it('leaves out what the recipe does not give', () => {
    expect(
      yieldLines(
        {
          servings: null,
          portionSize: '6',
          measure: null,
          unit: 'portions',
          customMeasurement: null,
        },
        format,
      ),
    ).toEqual([{ label: 'portionSize', value: '6' }])
    expect(
      yieldLines(
        { servings: null, portionSize: null, measure: null, unit: null, customMeasurement: null },
        format,
      ),
    ).toEqual([])
  })
})
