import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  codePoints,
  hostileBody,
  hostileString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'
import { signInProblems, signInSchema } from './sign-in-schema'

const body = hostileBody({
  email: hostileString(fc.constantFrom('dana@example.com', ' dana@example.com ', 'dana@')),
  password: hostileString(fc.constantFrom('correct horse', 'x'.repeat(1025))),
  locale: fc.constantFrom('en', 'es'),
})

describe('POST /api/{program}/session body under hostile input (fast-check)', () => {
  it(
    'never throws; a sign-in that passes has a trimmed address and a bounded password',
    () => {
      fc.assert(
        fc.property(body, (value) => {
          const problems = signInProblems(value)
          for (const [field, problem] of Object.entries(problems)) {
            expect(['email', 'password']).toContain(field)
            expect(['required', 'email']).toContain(problem)
          }
          const parsed = signInSchema.safeParse(value)
          // The form's problems name fields; a body that is no object at all has none to name.
          if (Object.keys(problems).length > 0) expect(parsed.success).toBe(false)
          if (!parsed.success) return
          expect(parsed.data.email).toBe(parsed.data.email.trim())
          expect(codePoints(parsed.data.email)).toBeLessThanOrEqual(254)
          expect(parsed.data.password.length).toBeGreaterThanOrEqual(1)
          expect(codePoints(parsed.data.password)).toBeLessThanOrEqual(1024)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
