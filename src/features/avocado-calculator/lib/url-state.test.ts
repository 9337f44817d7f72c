import { describe, expect, it } from 'vitest'
import {
  calculatorSegment,
  calculatorUrl,
  isSubmitted,
  MAX_SEGMENT_LENGTH,
  parseCalculatorSegment,
} from './url-state'

const values = {
  rate: '15.5',
  lugs: '10',
  lugPrice: '40',
  casePrice: '30',
  caseWeight: '12',
  use: 'mash',
}
const CANONICAL = 'casePrice=30&caseWeight=12&lugPrice=40&lugs=10&rate=15.5&use=mash'

describe('calculator URL state', () => {
  it('writes one sorted segment and reads it back', () => {
    expect(calculatorSegment({ values, edit: false })).toBe(CANONICAL)
    expect(parseCalculatorSegment(CANONICAL)).toEqual({ values, edit: false })
    expect(calculatorUrl('/avocado-calculator', { values, edit: false })).toBe(
      `/avocado-calculator/${CANONICAL}`,
    )
  })

  it('keeps "back to calculator" in the URL', () => {
    const back = calculatorSegment({ values, edit: true })
    expect(back).toBe(`casePrice=30&caseWeight=12&edit=1&lugPrice=40&lugs=10&rate=15.5&use=mash`)
    expect(parseCalculatorSegment(back ?? '')).toEqual({ values, edit: true })
    expect(isSubmitted({ values, edit: true })).toBe(false)
  })

  it('spells numbers one way: to the cent, a point, no padding', () => {
    const state = parseCalculatorSegment('rate=015.50&lugs=10%2C456&lugPrice=%2B40.001')
    expect(state.values).toEqual({ rate: '15.5', lugs: '10.46', lugPrice: '40' })
    expect(calculatorSegment(state)).toBe('lugPrice=40&lugs=10.46&rate=15.5')
  })

  it('writes each kind of mistake as one token that reads back as the same mistake', () => {
    const state = parseCalculatorSegment(
      'rate=abc&lugs=-3&lugPrice=1e309&casePrice=99999999999&caseWeight=0&use=puree',
    )
    expect(state.values).toEqual({
      rate: 'NaN',
      lugs: '0',
      lugPrice: 'NaN',
      casePrice: '10000000',
      caseWeight: '0',
    })
    const segment = calculatorSegment(state) ?? ''
    expect(parseCalculatorSegment(segment)).toEqual(state)
    expect(calculatorSegment(parseCalculatorSegment(segment))).toBe(segment)
  })

  it('ignores unknown keys, keeps the first of repeated ones and survives broken encoding', () => {
    const state = parseCalculatorSegment('lugs=4&lugs=9&__proto__=1&constructor=x&rate=%E0%A4%A')
    expect(state.values).toEqual({ lugs: '4', rate: 'NaN' })
    expect(Object.getPrototypeOf(state.values)).toBe(Object.prototype)
  })

  it('reads an overlong segment as nothing entered, without looking at it', () => {
    const long = `lugs=${'1'.repeat(MAX_SEGMENT_LENGTH)}`
    expect(parseCalculatorSegment(long)).toEqual({ values: {}, edit: false })
    expect(calculatorSegment(parseCalculatorSegment(long))).toBeNull()
  })

  it('reads an overlong value as not a number, and a long run of digits as too large', () => {
    const state = parseCalculatorSegment(`lugs=${'9'.repeat(900)}&rate=${'9'.repeat(30)}`)
    expect(state.values).toEqual({ lugs: 'NaN', rate: '10000000' })
  })

  it('has no segment when nothing was entered', () => {
    expect(calculatorSegment({ values: {}, edit: true })).toBeNull()
    expect(calculatorUrl('/calc/', { values: {}, edit: false })).toBe('/calc/')
    expect(parseCalculatorSegment('edit=1&=&&x')).toEqual({ values: {}, edit: true })
  })
})
