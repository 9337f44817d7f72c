import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileString, PARSER_RUNS, PARSER_TIMEOUT } from '../../../../tests/helpers/hostile-input'
import { readSegments } from './read-segments'

// One path segment as Next hands it over: a raw `/` would have split it.
const segment = hostileString(
  fc.constantFrom('fries', 'TF-10001', '%E2%82%AC', '%2F', '..', '%2e%2e', 'a%00b'),
).map((value) => value.replaceAll('/', '%2F'))

describe('product route params under hostile input (fast-check)', () => {
  it(
    'never throws; clean params decode one for one, without slashes or control characters',
    () => {
      fc.assert(
        fc.property(fc.array(segment, { minLength: 1, maxLength: 2 }), (raw) => {
          const read = readSegments(raw)
          if (read === null) return
          expect(read).toHaveLength(raw.length)
          for (const value of read) {
            expect(value).not.toMatch(/^\.\.?$|[\u0000-\u001f\u007f/\\]/)
            expect(value.length).toBeLessThanOrEqual(200)
          }
          expect(read).toEqual(raw.map((value) => decodeURIComponent(value)))
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
