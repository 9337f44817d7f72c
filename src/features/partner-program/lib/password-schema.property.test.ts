import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  codePoints,
  hostileBody,
  hostileString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'
import { newPasswordSchema, PASSWORD_MIN_LENGTH, resetRequestSchema } from './password-schema'

const token = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{40}$/),
  fc.constantFrom('0'.repeat(19), 'g'.repeat(40)),
)
const body = hostileBody({
  email: hostileString(fc.constantFrom('dana@example.com', ' dana@example.com ')),
  token: hostileString(token),
  password: hostileString(fc.constantFrom('long enough password', 'short')),
  region: fc.constantFrom('us', 'mexico'),
  locale: fc.constantFrom('en', 'es'),
})

describe('POST /api/{program}/password-reset and /password bodies under hostile input (fast-check)', () => {
  it(
    'never throw; what passes is a trimmed address, or a reset token and a bounded password',
    () => {
      fc.assert(
        fc.property(body, (value) => {
          const reset = resetRequestSchema.safeParse(value)
          if (reset.success) {
            expect(reset.data.email).toBe(reset.data.email.trim())
            expect(codePoints(reset.data.email)).toBeLessThanOrEqual(254)
          }
          const next = newPasswordSchema.safeParse(value)
          if (!next.success) return
          expect(next.data.token).toMatch(/^[0-9a-f]{20,128}$/i)
          expect(codePoints(next.data.password)).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH)
          expect(codePoints(next.data.password)).toBeLessThanOrEqual(1024)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
