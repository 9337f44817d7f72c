export const MILLION = 1_000_000n

/**
 * An amount read to the cent (`readAmount`) as whole hundredths: cents of money, hundredths of a
 * lug or a pound. The fields' limits keep amount × 100 far below 2^53, so this is exact.
 */
export const toHundredths = (value: number): bigint => BigInt(Math.round(value * 100))

/**
 * An editor's assumption (lug weight, a percentage, minutes per lug) as whole millionths. Six
 * decimals keep any value an editor would type exactly, so every figure made from it is an exact
 * fraction; a seventh decimal is rounded away.
 */
export function toMillionths(value: number): bigint {
  const scaled = Math.round(value * 1_000_000)
  // Only past 10^302, which no CMS form allows, does the product overflow; such a double is whole.
  return Number.isFinite(scaled) ? BigInt(scaled) : BigInt(value) * MILLION
}

/** For display only: a count of millionths as the nearest double. */
export const fromMillionths = (millionths: bigint): number => Number(millionths) / 1_000_000

/** numerator ÷ denominator (> 0) to a whole number, a half away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const size = numerator < 0n ? -numerator : numerator
  const rounded = (2n * size + denominator) / (2n * denominator)
  return numerator < 0n ? -rounded : rounded
}

/** numerator (≥ 0) ÷ denominator (> 0), rounded up to a whole number. */
export const divideUp = (numerator: bigint, denominator: bigint): bigint =>
  (numerator + denominator - 1n) / denominator
