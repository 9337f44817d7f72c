import { describe, expect, it } from 'vitest'
import { isPostcode, usZip5 } from './zip'

describe('usZip5', () => {
  it.each([
    ['60601', '60601'],
    [' 02110 ', '02110'],
    ['60601-1234', '60601'],
    ['606011234', '60601'],
  ])('reads %j as %j', (input, zip) => {
    expect(usZip5(input)).toBe(zip)
  })

  it.each(['6060', '606011', '60601-12', '60601 1234', 'ABCDE', '６０６０１', '', '60601-1234-1'])(
    'refuses %j',
    (input) => {
      expect(usZip5(input)).toBeNull()
    },
  )
})

describe('isPostcode', () => {
  it('takes letters, digits, spaces and hyphens', () => {
    expect(isPostcode('SW1A 1AA')).toBe(true)
    expect(isPostcode('1010')).toBe(true)
  })

  it('refuses other characters and lengths', () => {
    expect(isPostcode('A')).toBe(false)
    expect(isPostcode('<script>')).toBe(false)
    expect(isPostcode('12345678901')).toBe(false)
  })
})
