import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import {
  hostileQueryString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'

vi.mock('server-only', () => ({}))
const { handleFinderForm } = await import('./handle-finder-form')

const query = hostileQueryString({
  path: fc.constantFrom('/find-a-distributor', '/mexico/distribuidores/', '//evil.test'),
  name: fc.constantFrom('Lakes', 'a b'),
  postcode: fc.constantFrom('60601', '60601-1234'),
  state: fc.constantFrom('IL', 'zz'),
  product: fc.constantFrom('TF-10001', '../x'),
})

describe('GET /api/distributor-finder under hostile queries (fast-check)', () => {
  it(
    'answers below 500, and redirects only under the page it was sent from',
    () => {
      fc.assert(
        fc.property(query, fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE'), (search, method) => {
          const request = new Request(`http://site.test/api/distributor-finder?${search}`, {
            method,
          })
          const response = handleFinderForm(request)
          expect(response.status).toBeLessThan(500)
          if (response.status !== 303) return
          const path = (new URL(request.url).searchParams.get('path') ?? '').replace(/\/$/, '')
          expect(response.headers.get('location')?.startsWith(path)).toBe(true)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
