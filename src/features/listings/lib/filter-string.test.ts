import { describe, expect, it } from 'vitest'
import { filterString } from './filter-string'
import { EMPTY_LISTING_STATE, type ListingState, parseListingState } from './listing-state'

const options = (...values: string[]) =>
  values.map((value) => ({ value, label: value, count: 1, selected: false }))
const FILTERS = [
  {
    attribute: 'cutTypes',
    type: 'FacetSelector',
    options: options('wedge', 'crinkle', 'straight'),
  },
  { attribute: 'brand', type: 'FacetSelector', options: options('bolt', 'acme', 'a|b,c:d%') },
  { attribute: 'shelfLife', type: 'RangeSliders', options: [] },
]
const state = (values: ListingState['values']): ListingState => ({ ...EMPTY_LISTING_STATE, values })

describe('filterString', () => {
  it('is blank for a listing with nothing chosen, so its event is dropped', () => {
    expect(filterString(FILTERS, EMPTY_LISTING_STATE)).toBe('')
    expect(filterString(FILTERS, state({ brand: [] }))).toBe('')
  })

  it('lists attributes and values in one order whatever order they were chosen in', () => {
    const expected = 'brand:acme,bolt|cutTypes:crinkle,wedge'
    expect(
      filterString(FILTERS, state({ cutTypes: ['wedge', 'crinkle'], brand: ['bolt', 'acme'] })),
    ).toBe(expected)
    expect(
      filterString(
        FILTERS,
        state({ brand: ['acme', 'bolt', 'acme'], cutTypes: ['crinkle', 'wedge'] }),
      ),
    ).toBe(expected)
  })

  it('keeps a range as min..max, open on either side', () => {
    expect(
      filterString(FILTERS, parseListingState('shelfLife=90..365&page=2&sort=title-desc')),
    ).toBe('shelfLife:90..365')
    expect(filterString(FILTERS, state({ shelfLife: ['..30'] }))).toBe('shelfLife:..30')
    expect(filterString(FILTERS, state({ shelfLife: ['lots'] }))).toBe('')
  })

  it('leaves out what the listing does not offer: typed URL values and unknown attributes', () => {
    expect(
      filterString(
        FILTERS,
        state({ brand: ['acme', '<script>'], colour: ['red'], cutTypes: ['x'] }),
      ),
    ).toBe('brand:acme')
  })

  it('escapes the separators inside a value', () => {
    expect(filterString(FILTERS, state({ brand: ['a|b,c:d%'] }))).toBe('brand:a%7Cb%2Cc%3Ad%25')
  })
})
