import { describe, expect, it } from 'vitest'
import { distributorFinderHref } from '@/lib/distributor-finder-link'
import {
  EMPTY_FINDER_STATE,
  cleanPostcode,
  finderSegment,
  finderUrl,
  MAX_NAME_LENGTH,
  MAX_PAGE,
  parseFinderState,
  searchType,
} from './finder-state'
import { stateFromForm } from './state-from-form'

const state = (values: Partial<typeof EMPTY_FINDER_STATE>) => ({ ...EMPTY_FINDER_STATE, ...values })

describe('finder state segment', () => {
  it('round-trips a search through its canonical segment', () => {
    const search = state({
      name: 'Great Lakes & Co',
      postcode: '60601',
      state: 'IL',
      product: 'F-100',
      page: 3,
    })
    const segment = finderSegment(search)
    expect(segment).toBe(
      'name=Great%20Lakes%20%26%20Co&page=3&postcode=60601&product=F-100&state=IL',
    )
    expect(parseFinderState(segment ?? '')).toEqual(search)
  })

  it('round-trips non-Latin names', () => {
    const search = state({ name: '東京 フーズ' })
    expect(parseFinderState(finderSegment(search) ?? '')).toEqual(search)
  })

  it('writes nothing for the bare finder and drops a page without a search', () => {
    expect(finderSegment(EMPTY_FINDER_STATE)).toBeNull()
    expect(finderSegment(state({ page: 4 }))).toBeNull()
    expect(finderSegment(state({ product: 'F-100', page: 2 }))).toBe('product=F-100')
  })

  it('reads the product link the catalogue builds', () => {
    const href = distributorFinderHref('/find-a-distributor', 'F-100')
    expect(href).toBe('/find-a-distributor/product=F-100')
    expect(parseFinderState(href.split('/').at(-1) ?? '')).toEqual(state({ product: 'F-100' }))
  })

  it('keeps a ZIP+4 as its five digits and upper-cases a postcode', () => {
    expect(parseFinderState('postcode=60601-1234').postcode).toBe('60601')
    expect(parseFinderState('postcode=sw1a%201aa').postcode).toBe('SW1A 1AA')
  })

  it('upper-cases a postcode to the form it reads back as (found by fuzzing)', () => {
    const upper = cleanPostcode('\u1fd2')
    expect(upper).toBe('\u03aa\u0300')
    expect(cleanPostcode(upper)).toBe(upper)
  })

  it('builds the page URL with or without a segment', () => {
    expect(finderUrl('/mexico/en/find-a-distributor/', state({ state: 'TX' }))).toBe(
      '/mexico/en/find-a-distributor/state=TX',
    )
    expect(finderUrl('/find-a-distributor', EMPTY_FINDER_STATE)).toBe('/find-a-distributor')
  })
})

describe('hostile segments', () => {
  it.each([
    ['invalid UTF-8 escapes', 'name=%C3%28&postcode=%FF%FE'],
    ['broken escapes', 'name=%E0%A4%A&state=%'],
    ['unknown keys', 'constructor=1&__proto__=x&toString=y'],
    ['empty keys and values', '=&&=x&name='],
  ])('ignores %s', (_, segment) => {
    expect(parseFinderState(segment)).toEqual(EMPTY_FINDER_STATE)
  })

  it('refuses a segment past the length limit as a whole', () => {
    expect(parseFinderState(`name=${'a'.repeat(5000)}`)).toEqual(EMPTY_FINDER_STATE)
  })

  it('cuts a long name at whole characters', () => {
    const name = parseFinderState(`name=${encodeURIComponent('ñ'.repeat(65))}`).name
    expect([...name]).toHaveLength(MAX_NAME_LENGTH)
  })

  it('clamps page numbers and ignores junk ones', () => {
    expect(parseFinderState('name=a&page=999999').page).toBe(MAX_PAGE)
    expect(parseFinderState('name=a&page=-1').page).toBe(1)
    expect(parseFinderState('name=a&page=1e9').page).toBe(1)
    expect(parseFinderState('name=a&page=99999999999999999999').page).toBe(1)
  })

  it('drops unknown states, non-SKU products and control characters', () => {
    const parsed = parseFinderState('name=a%00b%0Ac&state=ZZ&product=%3Cscript%3E')
    expect(parsed).toEqual(state({ name: 'a b c' }))
  })
})

describe('stateFromForm', () => {
  it('starts a new search on its first page', () => {
    const params = new URLSearchParams({
      name: ' Lakes ',
      postcode: '60601',
      state: 'il',
      page: '4',
    })
    expect(stateFromForm(params)).toEqual(state({ name: 'Lakes', postcode: '60601', state: 'IL' }))
  })
})

describe('search type', () => {
  it('names the fields a search used in one order, never what was typed', () => {
    expect(searchType(state({ postcode: '60601', product: 'F-100' }))).toBe('postcode')
    expect(searchType(state({ state: 'IL', name: 'Lakes' }))).toBe('name+state')
    expect(searchType(state({ name: 'Lakes', postcode: '60601', state: 'IL' }))).toBe(
      'name+postcode+state',
    )
    expect(searchType(state({ product: 'F-100' }))).toBe('')
  })
})
