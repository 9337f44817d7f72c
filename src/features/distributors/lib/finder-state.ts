import { FINDER_PRODUCT_KEY } from '@/lib/distributor-finder-link'
import { isSku } from '@/lib/sku'
import { isUsStateCode } from '@/lib/us-states'

/**
 * The finder's search lives in one path segment after its page's path, like a listing's state, so
 * every search is its own cacheable URL: `name=lakes&page=2&postcode=60601&product=F123&state=IL`.
 * Keys are written in that order and values trimmed, so one search has one URL.
 */
export interface FinderState {
  name: string
  /** As typed (trimmed, upper case); a ZIP+4 is kept as its 5 digits. Validated per region. */
  postcode: string
  /** USPS code. */
  state: string
  /** SKU of the product the visitor came from. */
  product: string
  page: number
}

export const EMPTY_FINDER_STATE: FinderState = {
  name: '',
  postcode: '',
  state: '',
  product: '',
  page: 1,
}

export const MAX_SEGMENT_LENGTH = 400
export const MAX_NAME_LENGTH = 60
export const MAX_POSTCODE_LENGTH = 10
export const MAX_PAGE = 500

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part)
  } catch {
    return null
  }
}

/** Whole characters, collapsed spaces, no control characters. */
const cleanText = (value: string, max: number) =>
  [...value.normalize('NFC').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim()]
    .slice(0, max)
    .join('')
    .trim()

export function cleanPostcode(value: string): string {
  // Upper case before NFC: 'ῒ' upper-cases to three code points that NFC makes two, and a postcode
  // read back from its URL must be the one written there.
  const text = cleanText(value.toUpperCase(), 20)
  const zipPlus4 = /^(\d{5})-?\d{4}$/.exec(text)
  return [...(zipPlus4?.[1] ?? text)].slice(0, MAX_POSTCODE_LENGTH).join('')
}

export const cleanState = (value: string) => {
  const code = value.trim().toUpperCase()
  return isUsStateCode(code) ? code : ''
}

const cleanProduct = (value: string) => (isSku(value) ? value : '')

export function pageNumber(value: string | number): number {
  const page = typeof value === 'number' ? value : /^\d{1,9}$/.test(value) ? Number(value) : 1
  return Number.isSafeInteger(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1
}

export function normalizedState(state: FinderState): FinderState {
  return {
    name: cleanText(state.name, MAX_NAME_LENGTH),
    postcode: cleanPostcode(state.postcode),
    state: cleanState(state.state),
    product: cleanProduct(state.product),
    page: pageNumber(state.page),
  }
}

/** Reads a (still percent-encoded) segment; anything unreadable is left out, never an error. */
export function parseFinderState(segment: string): FinderState {
  const state = { ...EMPTY_FINDER_STATE }
  if (segment.length > MAX_SEGMENT_LENGTH) return state
  for (const pair of segment.split('&')) {
    const at = pair.indexOf('=')
    const value = at > 0 ? decoded(pair.slice(at + 1)) : null
    if (value === null) continue
    const key = pair.slice(0, at)
    if (key === 'name') state.name = value
    else if (key === 'postcode') state.postcode = value
    else if (key === 'state') state.state = value
    else if (key === FINDER_PRODUCT_KEY) state.product = value
    else if (key === 'page') state.page = pageNumber(value)
  }
  return normalizedState(state)
}

export const hasSearch = (state: FinderState) =>
  Boolean(state.name || state.postcode || state.state)

const SEARCH_FIELDS = ['name', 'postcode', 'state'] as const

/** What a search was by, for analytics (`postcode`, `name+state`): the fields used, never their values. */
export const searchType = (state: FinderState) =>
  SEARCH_FIELDS.filter((field) => state[field]).join('+')

/** The canonical segment, or null for the bare finder. A page only counts with a search. */
export function finderSegment(state: FinderState): string | null {
  const clean = normalizedState(state)
  const pairs: string[] = []
  const add = (key: string, value: string) => {
    if (value) pairs.push(`${key}=${encodeURIComponent(value)}`)
  }
  add('name', clean.name)
  if (hasSearch(clean) && clean.page > 1) pairs.push(`page=${clean.page}`)
  add('postcode', clean.postcode)
  add(FINDER_PRODUCT_KEY, clean.product)
  add('state', clean.state)
  return pairs.length > 0 ? pairs.join('&') : null
}

export function finderUrl(pageUrl: string, state: FinderState): string {
  const segment = finderSegment(state)
  return segment ? `${pageUrl.replace(/\/$/, '')}/${segment}` : pageUrl
}
