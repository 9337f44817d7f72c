import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hostileString,
  jsonToken,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'
import { checkToken, issueToken, TOKEN_MAX_AGE_MS, TOKEN_MIN_AGE_MS } from './captcha-token'

const SECRET = 'test-secret'
const NOW = 1_750_000_000_000
const tokenLike = fc
  .array(
    fc.oneof(
      fc.constantFrom('7', 'AAAAAAAAAAAAAAAAAAAAAA', String(NOW), ''),
      fc.string({ maxLength: 6 }),
    ),
    {
      maxLength: 6,
    },
  )
  .map((parts) => parts.join('.'))
const posted = fc.oneof(
  hostileString(tokenLike),
  jsonToken.map((text) => JSON.parse(text) as unknown),
)

describe('the captcha token in a submission under hostile input (fast-check)', () => {
  it(
    'never throws and never accepts a token it did not sign',
    () => {
      fc.assert(
        fc.property(posted, fc.integer({ min: 1, max: 2 ** 31 - 1 }), (token, formId) => {
          expect(checkToken(SECRET, token, formId, NOW).ok).toBe(false)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )

  it(
    'accepts its own token for its form within its age, and nothing else',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          fc.integer({ min: -10_000, max: TOKEN_MAX_AGE_MS + 10_000 }),
          (formId, age) => {
            const token = issueToken(SECRET, formId, NOW)
            const check = checkToken(SECRET, token, formId, NOW + age)
            expect(check.ok).toBe(age >= TOKEN_MIN_AGE_MS && age <= TOKEN_MAX_AGE_MS)
            expect(checkToken('other-secret', token, formId, NOW + age).ok).toBe(false)
          },
        ),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
