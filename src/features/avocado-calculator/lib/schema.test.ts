import { describe, expect, it } from 'vitest'
import { readAmount } from './amount'
import { checkCalculator } from './schema'

const valid = {
  rate: '15',
  lugs: '10',
  lugPrice: '40',
  casePrice: '30',
  caseWeight: '12',
  use: 'mash',
}

describe('readAmount', () => {
  it.each([
    ['12', 12],
    [' 12.5 ', 12.5],
    ['12,5', 12.5],
    ['.5', 0.5],
    ['+3', 3],
    ['38.999', 39],
    ['0.005', 0.01],
  ])('reads %j as %d', (raw, value) => {
    expect(readAmount(raw, 1000)).toEqual({ value })
  })

  it.each([
    [undefined, 'validation.required'],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['abc', 'validation.number'],
    ['NaN', 'validation.number'],
    ['Infinity', 'validation.number'],
    ['1e309', 'validation.number'],
    ['1e3', 'validation.number'],
    ['1,000.5', 'validation.number'],
    ['12..5', 'validation.number'],
    ['0x10', 'validation.number'],
    ['9'.repeat(10_000), 'validation.number'],
    ['0', 'avocadoCalculator.positive'],
    ['-5', 'avocadoCalculator.positive'],
    ['0.004', 'avocadoCalculator.positive'],
    ['1000.01', 'avocadoCalculator.tooLarge'],
    ['9'.repeat(40), 'avocadoCalculator.tooLarge'],
  ])('answers %j with %s', (raw, error) => {
    expect(readAmount(raw, 1000)).toEqual({ error })
  })
})

describe('checkCalculator', () => {
  it('turns valid text into the inputs calculateSavings takes', () => {
    expect(checkCalculator({ ...valid, lugPrice: '38,99' })).toEqual({
      ok: true,
      inputs: {
        hourlyLaborRate: 15,
        lugsPerWeek: 10,
        pricePerLug: 38.99,
        casePrice: 30,
        caseWeightLb: 12,
        use: 'mash',
      },
    })
  })

  it('names each field with its one message', () => {
    expect(
      checkCalculator({
        rate: '',
        lugs: 'ten',
        lugPrice: '-1',
        casePrice: '2000000',
        use: 'puree',
      }),
    ).toEqual({
      ok: false,
      errors: {
        rate: 'validation.required',
        lugs: 'validation.number',
        lugPrice: 'avocadoCalculator.positive',
        casePrice: 'avocadoCalculator.tooLarge',
        caseWeight: 'validation.required',
        use: 'validation.required',
      },
    })
  })

  it('accepts every use', () => {
    for (const use of ['mash', 'diced', 'sliced', 'halves'])
      expect(checkCalculator({ ...valid, use }).ok).toBe(true)
  })
})
