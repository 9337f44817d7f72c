import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import {
  hostileQueryString,
  hostileString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'
import { AMOUNT_FIELDS } from '../lib/fields'
import { calculatorSegment, parseCalculatorSegment } from '../lib/url-state'

vi.mock('server-only', () => ({}))
const { handleCalculatorForm } = await import('./handle-calculator-form')

const amount = fc.oneof(
  fc.double({ min: -10, max: 2e7, noNaN: true }).map(String),
  fc.constantFrom('12,50', '1.005', '$3', '0'),
)
const query = hostileQueryString({
  path: fc.constantFrom('/avocado-calculator', '/mexico/calculadora/', '//evil.test', '/a?b'),
  rate: amount,
  lugs: amount,
  lugPrice: amount,
  casePrice: amount,
  caseWeight: amount,
  use: fc.constantFrom('mash', 'diced', 'sliced', 'halves', 'MASH'),
  edit: fc.constantFrom('1', '0'),
})
const method = fc.constantFrom('GET', 'HEAD', 'GET', 'POST', 'OPTIONS', 'PUT')

describe('GET /api/avocado-calculator under hostile queries (fast-check)', () => {
  it(
    'answers below 500, and a redirect only to the page with one canonical state',
    () => {
      fc.assert(
        fc.property(query, method, (search, verb) => {
          const request = new Request(`http://site.test/api/avocado-calculator?${search}`, {
            method: verb,
          })
          const response = handleCalculatorForm(request)
          expect(response.status).toBeLessThan(500)
          if (response.status !== 303) return
          const path = new URL(request.url).searchParams.get('path') ?? ''
          const location = response.headers.get('location') ?? ''
          expect(location.startsWith(path.replace(/\/$/, ''))).toBe(true)
          const segment =
            location === path ? null : location.slice(path.replace(/\/$/, '').length + 1)
          if (segment === null) return
          expect(segment).not.toContain('/')
          // The state segment the page reads back is the one written: one state, one URL.
          expect(calculatorSegment(parseCalculatorSegment(segment))).toBe(segment)
          expect(Object.keys(parseCalculatorSegment(segment).values).length).toBeLessThanOrEqual(
            AMOUNT_FIELDS.length + 1,
          )
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )

  it(
    'reads any state segment without throwing, within its fields',
    () => {
      fc.assert(
        fc.property(hostileString(query), (segment) => {
          const state = parseCalculatorSegment(segment)
          for (const key of Object.keys(state.values))
            expect(['rate', 'lugs', 'lugPrice', 'casePrice', 'caseWeight', 'use']).toContain(key)
          const canonical = calculatorSegment(state)
          if (canonical !== null) expect(parseCalculatorSegment(canonical)).toEqual(state)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
