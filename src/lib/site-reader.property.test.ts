import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { hostileString, PARSER_RUNS, PARSER_TIMEOUT } from '../../tests/helpers/hostile-input'
import { isSiteReaderToken, siteReaderToken } from './site-reader'

vi.stubEnv('PAYLOAD_SECRET', 'unit-test-payload-secret-0123456789abcdef')

describe('the site-reader header of GET /api/front-settings under hostile input (fast-check)', () => {
  it(
    'never throws and accepts only the token itself',
    () => {
      const token = siteReaderToken()
      const near = fc.constantFrom(
        token,
        token.toUpperCase(),
        token.slice(1),
        `${token} `,
        `${token}\u0000`,
      )
      fc.assert(
        fc.property(fc.option(hostileString(near), { nil: null }), (value) => {
          expect(isSiteReaderToken(value)).toBe(value === token)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
