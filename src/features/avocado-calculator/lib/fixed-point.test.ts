import { describe, expect, it } from 'vitest'
import { divideRounded, divideUp, fromMillionths, toHundredths, toMillionths } from './fixed-point'

const PAST_DOUBLES = 2n ** 60n

describe('divideRounded', () => {
  it('rounds a half away from zero, below and far past 2^53', () => {
    expect(divideRounded(1005n, 10n)).toBe(101n)
    expect(divideRounded(-1005n, 10n)).toBe(-101n)
    expect(divideRounded(1004n, 10n)).toBe(100n)
    expect(divideRounded(-1004n, 10n)).toBe(-100n)
    expect(divideRounded(2n * PAST_DOUBLES + 1n, 2n)).toBe(PAST_DOUBLES + 1n)
    expect(divideRounded(-(2n * PAST_DOUBLES + 1n), 2n)).toBe(-(PAST_DOUBLES + 1n))
    expect(divideRounded(4n * PAST_DOUBLES + 1n, 4n)).toBe(PAST_DOUBLES)
    expect(divideRounded(0n, 7n)).toBe(0n)
  })
})

describe('divideUp', () => {
  it('keeps a whole quotient whole and takes any remainder up, past 2^53 too', () => {
    expect(divideUp(3n * PAST_DOUBLES, 3n)).toBe(PAST_DOUBLES)
    expect(divideUp(3n * PAST_DOUBLES + 1n, 3n)).toBe(PAST_DOUBLES + 1n)
    expect(divideUp(1n, 1000n)).toBe(1n)
  })
})

describe('scaling', () => {
  it('reads an amount to the cent as whole hundredths', () => {
    expect(toHundredths(99_999.99)).toBe(9_999_999n)
    expect(toHundredths(0.29)).toBe(29n)
    expect(toHundredths(1_000_000)).toBe(100_000_000n)
  })

  it('reads an assumption to six decimals, where a double is off in its last bit', () => {
    expect(toMillionths(33.3)).toBe(33_300_000n)
    expect(toMillionths(0.1 + 0.2)).toBe(300_000n)
    expect(toMillionths(7.123_456_7)).toBe(7_123_457n)
    expect(fromMillionths(147_200_000n)).toBe(147.2)
  })

  it('keeps a value too large to scale as a double whole instead of failing', () => {
    expect(toMillionths(1e303)).toBe(BigInt(1e303) * 1_000_000n)
  })
})
