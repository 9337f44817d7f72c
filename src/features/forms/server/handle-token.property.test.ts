import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import {
  hostileQueryString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'
import { checkToken, TOKEN_MIN_AGE_MS } from './captcha-token'
import { formTokenSecret } from './token-secret'

vi.mock('server-only', () => ({}))
vi.stubEnv('PAYLOAD_SECRET', 'unit-test-payload-secret-0123456789abcdef')
const { handleFormToken } = await import('./handle-token')

const query = hostileQueryString({
  form: fc.oneof(
    fc.nat().map(String),
    fc.constantFrom('0', '01', '2147483648', '4294967296', '1.0'),
  ),
})

describe('GET /api/forms/token under hostile queries (fast-check)', () => {
  it(
    'answers 200 or 400, and a token only for a form id the submission accepts back',
    async () => {
      await fc.assert(
        fc.asyncProperty(query, async (search) => {
          const response = handleFormToken(
            new Request(`http://site.test/api/forms/token?${search}`),
          )
          expect([200, 400]).toContain(response.status)
          if (response.status !== 200) return
          const form = Number(new URL(`http://x/?${search}`).searchParams.get('form'))
          expect(Number.isSafeInteger(form) && form >= 1 && form <= 2 ** 31 - 1).toBe(true)
          const { token } = (await response.json()) as { token: string }
          const later = Date.now() + TOKEN_MIN_AGE_MS
          expect(checkToken(formTokenSecret(), token, form, later).ok).toBe(true)
          expect(checkToken(formTokenSecret(), token, form + 1, later).ok).toBe(false)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
