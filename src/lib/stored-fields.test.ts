import { describe, expect, it } from 'vitest'
import { epochMillis, fieldsOf, isoDateTime, patternString } from './stored-fields'

describe('stored field checks', () => {
  it('reads plain objects only', () => {
    expect(fieldsOf({ a: 1 })).toEqual({ a: 1 })
    for (const value of [null, [], 'x', 3, undefined]) expect(fieldsOf(value)).toBeNull()
  })

  it('keeps strings matching the pattern', () => {
    expect(patternString('TF-1', /^TF-\d$/)).toBe('TF-1')
    expect(patternString('<x>', /^TF-\d$/)).toBeNull()
    expect(patternString(5, /^\d$/)).toBeNull()
  })

  it('accepts real ISO date-times only', () => {
    expect(isoDateTime('2026-11-22T07:00:00.000Z')).toBe('2026-11-22T07:00:00.000Z')
    expect(isoDateTime('2026-11-22T07:00:00+09:00')).toBe('2026-11-22T07:00:00+09:00')
    for (const value of ['2026-13-45T99:00:00Z', '2026-11-22', 'yesterday', 1])
      expect(isoDateTime(value)).toBeNull()
  })

  it('accepts whole, non-negative epoch milliseconds', () => {
    expect(epochMillis(0)).toBe(0)
    for (const value of [-1, 1.5, 9e15, '1', Number.NaN]) expect(epochMillis(value)).toBeNull()
  })
})
