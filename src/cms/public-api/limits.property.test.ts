import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hostileString,
  jsonToken,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../tests/helpers/hostile-input'
import { clampLimit, PUBLIC_API_LIMITS } from './limits'

// `?limit=` arrives as a string; the local API and GraphQL may pass anything JSON holds.
const limit = fc.oneof(
  hostileString(fc.constantFrom('10', '100', '101', '0.5', '1e-9', '0.999', '1e309', '-0', ' 7 ')),
  fc.double(),
  jsonToken.map((text) => JSON.parse(text) as unknown),
)

describe('clampLimit under hostile input (fast-check)', () => {
  it(
    'never throws and always answers a whole page size from 1 to the maximum',
    () => {
      fc.assert(
        fc.property(limit, (value) => {
          const clamped = clampLimit(value)
          expect(Number.isInteger(clamped)).toBe(true)
          expect(clamped).toBeGreaterThanOrEqual(1)
          expect(clamped).toBeLessThanOrEqual(PUBLIC_API_LIMITS.maxLimit)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )

  it('never answers 0, which Payload reads as every document', () => {
    for (const value of ['0.5', 0.5, '1e-9', 0.999]) expect(clampLimit(value)).toBe(10)
  })
})
