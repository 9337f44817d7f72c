import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  codePoints,
  hostileQuery,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'
import {
  isResultsRequest,
  readResultsQuery,
  REQUEST_RULES,
  resultsQuery,
} from '../lib/results-request'
import { resultsRequestSchema } from './results-schema'

const query = hostileQuery({
  region: fc.constantFrom('us', 'mexico', 'US', 'a'),
  locale: fc.constantFrom('en', 'es-AR', 'es-ar', 'english'),
  finder: fc.constantFrom('1', '42', '0', '0042', '1234567890'),
  a: fc.constantFrom('*', 'fries', 'a,b', ''),
})

describe('GET /api/product-finder/results query under hostile input (fast-check)', () => {
  it(
    'never throws; what passes is within the rules, and its URL reads back the same',
    () => {
      fc.assert(
        fc.property(query, (pairs) => {
          const parsed = resultsRequestSchema.safeParse(
            readResultsQuery(new URLSearchParams(pairs)),
          )
          if (!parsed.success) return
          const request = parsed.data
          expect(request.region).toMatch(REQUEST_RULES.region)
          expect(request.locale).toMatch(REQUEST_RULES.locale)
          expect(request.finder).toMatch(REQUEST_RULES.finder)
          expect(request.answers.length).toBeGreaterThanOrEqual(1)
          expect(request.answers.length).toBeLessThanOrEqual(REQUEST_RULES.answers.max)
          for (const answer of request.answers) {
            expect(answer.length).toBeGreaterThanOrEqual(1)
            expect(codePoints(answer)).toBeLessThanOrEqual(REQUEST_RULES.answer.max)
          }
          // The wizard's own check agrees with the handler's, and the URL it builds reads back.
          expect(isResultsRequest(request)).toBe(true)
          const url = new URL(resultsQuery(request), 'http://site.test')
          expect(resultsRequestSchema.parse(readResultsQuery(url.searchParams))).toEqual(request)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
