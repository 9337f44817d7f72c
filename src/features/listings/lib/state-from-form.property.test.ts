import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hostileQuery,
  hostileString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
  PROTO_KEYS,
} from '../../../../tests/helpers/hostile-input'
import {
  EMPTY_LISTING_STATE,
  listingSegment,
  MAX_STATE_ATTRIBUTES,
  MAX_STATE_LENGTH,
  MAX_STATE_VALUES,
  parseListingState,
} from './listing-state'
import { stateFromForm } from './state-from-form'

const KEY = /^[a-zA-Z][a-zA-Z0-9]{0,40}$/
const SORT = /^[a-zA-Z][a-zA-Z0-9]{0,40}-(asc|desc)$/

const number = fc.constantFrom('180', '-5', '1e309', '0.5', '', 'abc', '730')
const form = hostileQuery({
  brand: fc.constantFrom('acme', 'bolt', 'a,b', ' x '),
  'shelfLife.min': number,
  'shelfLife.max': number,
  'shelfLife.bounds': fc.constantFrom('180..730', '..'),
  sort: fc.constantFrom('title-desc', 'price-up', 'a-asc'),
  page: fc.constantFrom('2', '0'),
  ...Object.fromEntries(PROTO_KEYS.map((key) => [key, fc.constant('a')])),
  'constructor.min': number,
})

const expectBounded = (state: ReturnType<typeof stateFromForm>) => {
  const keys = Object.keys(state.values)
  expect(keys.length).toBeLessThanOrEqual(MAX_STATE_ATTRIBUTES)
  for (const key of keys) {
    expect(key).toMatch(KEY)
    expect(state.values[key]?.length).toBeGreaterThan(0)
    expect(state.values[key]?.length).toBeLessThanOrEqual(MAX_STATE_VALUES)
  }
  if (state.sort !== null) expect(state.sort).toMatch(SORT)
  expect(Number.isSafeInteger(state.page)).toBe(true)
  expect(state.page).toBeGreaterThanOrEqual(1)
  expect(state.page).toBeLessThanOrEqual(10_000)
}

describe('the listing filter form under hostile input (fast-check)', () => {
  it(
    'never throws; the state is bounded and its URL segment reads back as the same state',
    () => {
      fc.assert(
        fc.property(form, (pairs) => {
          // As the handler and the browser's FormData give them: well-formed strings.
          const state = stateFromForm(new URLSearchParams(pairs).entries())
          expectBounded(state)
          expect(state.page).toBe(1)
          const segment = listingSegment(state)
          if (segment === null) return
          const back = parseListingState(segment)
          if (segment.length > MAX_STATE_LENGTH) {
            expect(back).toEqual(EMPTY_LISTING_STATE)
            return
          }
          // Read back trimmed and NFC; values past 100 characters are dropped.
          const sent = (key: string) => state.values[key]?.map((v) => v.normalize('NFC').trim())
          for (const [key, list] of Object.entries(back.values))
            for (const value of list) expect(sent(key)).toContain(value)
          expect(back.sort).toBe(state.sort)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )

  it(
    'reads any state segment without throwing, within its limits, canonical once written',
    () => {
      const segment = hostileString(
        fc.constantFrom(
          'brand=acme,bolt&page=2',
          'constructor=a&sort=x-asc',
          'shelfLife=1..2&page=99999',
        ),
      )
      fc.assert(
        fc.property(segment, (raw) => {
          const state = parseListingState(raw)
          expectBounded(state)
          const canonical = listingSegment(state)
          if (canonical !== null)
            expect(listingSegment(parseListingState(canonical))).toBe(canonical)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
