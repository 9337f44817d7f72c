import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import {
  hostileQueryString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
  PROTO_KEYS,
} from '../../../../tests/helpers/hostile-input'

vi.mock('server-only', () => ({}))
const { handleListingForm } = await import('./handle-listing-form')

const query = hostileQueryString({
  path: fc.constantFrom('/fries', '/mexico/productos/', '//evil.test'),
  brand: fc.constantFrom('acme', 'bolt'),
  'shelfLife.min': fc.constantFrom('1', '1e309'),
  sort: fc.constantFrom('title-desc', 'x'),
  ...Object.fromEntries(PROTO_KEYS.map((key) => [key, fc.constant('a')])),
})

describe('GET /api/listing under hostile queries (fast-check)', () => {
  it(
    'answers below 500, and redirects only under the page it was sent from',
    () => {
      fc.assert(
        fc.property(query, fc.constantFrom('GET', 'HEAD', 'PUT'), (search, method) => {
          const request = new Request(`http://site.test/api/listing?${search}`, { method })
          const response = handleListingForm(request)
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

  it('treats a filter named like an Object method as an unknown filter, not a 500', () => {
    for (const key of PROTO_KEYS) {
      const response = handleListingForm(
        new Request(`http://site.test/api/listing?path=%2Ffries&${key}=a&brand=acme`),
      )
      expect(response.status).toBe(303)
    }
  })
})
