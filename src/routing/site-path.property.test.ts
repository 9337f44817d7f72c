import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileString, PARSER_RUNS, PARSER_TIMEOUT } from '../../tests/helpers/hostile-input'
import { sitePathParam } from './site-path'

const pathLike = fc
  .array(
    fc.oneof(
      fc.constantFrom('mexico', 'calc', '..', '.', '', '%2e', '%00'),
      fc.string({ maxLength: 8 }),
    ),
    {
      maxLength: 5,
    },
  )
  .map((parts) => `/${parts.join('/')}`)

describe('sitePathParam under hostile input (fast-check)', () => {
  it(
    'never throws, and keeps only a short path on this site, unchanged',
    () => {
      fc.assert(
        fc.property(fc.oneof(hostileString(pathLike), fc.anything()), (value) => {
          const path = sitePathParam(value)
          if (path === null) return
          expect(path).toBe(value)
          expect(path.length).toBeLessThanOrEqual(500)
          expect(path).toMatch(/^\/(?!\/)/)
          expect(path).not.toMatch(/[\\\u0000-\u001f?#]/)
          expect(new URL(path, 'https://site.test').origin).toBe('https://site.test')
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
