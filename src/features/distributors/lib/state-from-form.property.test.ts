import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hostileQuery,
  hostileString,
  PARSER_RUNS,
  PARSER_TIMEOUT,
} from '../../../../tests/helpers/hostile-input'
import { isSku } from '@/lib/sku'
import { isUsStateCode } from '@/lib/us-states'
import {
  EMPTY_FINDER_STATE,
  finderSegment,
  MAX_NAME_LENGTH,
  MAX_PAGE,
  MAX_POSTCODE_LENGTH,
  MAX_SEGMENT_LENGTH,
  parseFinderState,
} from './finder-state'
import { stateFromForm } from './state-from-form'

const form = hostileQuery({
  name: fc.constantFrom('Lakes', '  Bistro  Supply ', 'Café\u0301'),
  postcode: fc.constantFrom('60601', '60601-1234', 'sw1a 1aa', '123456789012'),
  state: fc.constantFrom('IL', 'il', ' NY ', 'XX'),
  product: fc.constantFrom('TF-10001', 'tf.1', '-bad'),
  page: fc.constantFrom('2', '0', '99999'),
})

describe('the distributor finder form under hostile input (fast-check)', () => {
  it(
    'never throws; every field is cleaned, bounded and read back from its URL',
    () => {
      fc.assert(
        fc.property(form, (pairs) => {
          const state = stateFromForm(new URLSearchParams(pairs))
          expect([...state.name].length).toBeLessThanOrEqual(MAX_NAME_LENGTH)
          expect(state.name).toBe(state.name.trim())
          expect(state.name).not.toMatch(/[\u0000-\u001f\u007f-\u009f]|\s\s/)
          expect([...state.postcode].length).toBeLessThanOrEqual(MAX_POSTCODE_LENGTH)
          if (state.state) expect(isUsStateCode(state.state)).toBe(true)
          if (state.product) expect(isSku(state.product)).toBe(true)
          expect(state.page).toBe(1)
          const segment = finderSegment(state)
          if (segment === null) return
          // Past the segment limit (60 emoji in a name encode to 720 characters) the page reads nothing.
          const back = parseFinderState(segment)
          expect(back).toEqual(segment.length <= MAX_SEGMENT_LENGTH ? state : EMPTY_FINDER_STATE)
        }),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )

  it(
    'reads any state segment without throwing, its page within 1..MAX_PAGE',
    () => {
      fc.assert(
        fc.property(
          hostileString(fc.constantFrom('name=a&page=3', 'page=1e3', 'state=IL&page=-1')),
          (segment) => {
            const state = parseFinderState(segment)
            expect(Number.isSafeInteger(state.page)).toBe(true)
            expect(state.page).toBeGreaterThanOrEqual(1)
            expect(state.page).toBeLessThanOrEqual(MAX_PAGE)
            const canonical = finderSegment(state)
            if (canonical !== null)
              expect(finderSegment(parseFinderState(canonical))).toBe(canonical)
          },
        ),
        PARSER_RUNS,
      )
    },
    PARSER_TIMEOUT,
  )
})
