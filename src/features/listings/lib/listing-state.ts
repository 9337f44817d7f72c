/**
 * A facet listing's state lives in one path segment after the page's path, so every state is its
 * own cacheable URL: `brand=acme,bolt&shelfLife=90..365&sort=title-desc&page=2`. Slugs never hold
 * `=`, so the segment cannot be mistaken for a child page. Keys are sorted and values deduplicated
 * and sorted, so one state has one URL.
 */
export interface ListingState {
  /** Chosen values per attribute; a range is one value `min..max` (either side may be empty). */
  values: Record<string, string[]>
  sort: string | null
  page: number
}

export const EMPTY_LISTING_STATE: ListingState = { values: {}, sort: null, page: 1 }

export const MAX_STATE_LENGTH = 2000
export const MAX_STATE_ATTRIBUTES = 20
export const MAX_STATE_VALUES = 20
const MAX_PAGE = 10_000
const KEY = /^[a-zA-Z][a-zA-Z0-9]{0,40}$/
const SORT = /^[a-zA-Z][a-zA-Z0-9]{0,40}-(asc|desc)$/
const RANGE = /^(-?\d{1,12}(?:\.\d{1,6})?)?\.\.(-?\d{1,12}(?:\.\d{1,6})?)?$/

function decoded(part: string): string | null {
  try {
    const value = decodeURIComponent(part).normalize('NFC').trim()
    return value.length > 0 && value.length <= 100 ? value : null
  } catch {
    return null
  }
}

/** Reads a (still percent-encoded) segment; anything unreadable is left out, never an error. */
export function parseListingState(segment: string): ListingState {
  const state: ListingState = { values: {}, sort: null, page: 1 }
  if (segment.length > MAX_STATE_LENGTH) return state
  for (const pair of segment.split('&')) {
    const at = pair.indexOf('=')
    if (at < 1) continue
    const key = pair.slice(0, at)
    const raw = pair.slice(at + 1)
    if (key === 'page') state.page = pageNumber(raw)
    else if (key === 'sort') state.sort = SORT.test(raw) ? raw : null
    else if (KEY.test(key) && Object.keys(state.values).length < MAX_STATE_ATTRIBUTES)
      state.values[key] = raw
        .split(',')
        .flatMap((part) => decoded(part) ?? [])
        .slice(0, MAX_STATE_VALUES)
  }
  return normalized(state)
}

function pageNumber(raw: string): number {
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1
  return Math.min(Math.max(page, 1), MAX_PAGE)
}

export function normalized(state: ListingState): ListingState {
  const values: Record<string, string[]> = {}
  for (const key of Object.keys(state.values).sort()) {
    const list = [...new Set(state.values[key])].sort()
    if (KEY.test(key) && list.length > 0) values[key] = list.slice(0, MAX_STATE_VALUES)
  }
  return {
    values,
    sort: state.sort && SORT.test(state.sort) ? state.sort : null,
    page: Number.isSafeInteger(state.page) && state.page > 1 ? Math.min(state.page, MAX_PAGE) : 1,
  }
}

/** The canonical segment, or null for the listing's first page with nothing chosen. */
export function listingSegment(state: ListingState): string | null {
  const { values, sort, page } = normalized(state)
  const pairs = Object.entries(values).map(
    ([key, list]) => `${key}=${list.map((value) => encodeURIComponent(value)).join(',')}`,
  )
  if (sort) pairs.push(`sort=${sort}`)
  if (page > 1) pairs.push(`page=${page}`)
  return pairs.length > 0 ? pairs.join('&') : null
}

export function rangeValue(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null
  return `${min ?? ''}..${max ?? ''}`
}

export function parseRange(
  value: string | undefined,
): { min: number | null; max: number | null } | null {
  const match = value ? RANGE.exec(value) : null
  if (!match || (match[1] === undefined && match[2] === undefined)) return null
  return {
    min: match[1] === undefined ? null : Number(match[1]),
    max: match[2] === undefined ? null : Number(match[2]),
  }
}

/** A new state with one attribute's values replaced; any change of choice returns to page 1. */
export function withValues(state: ListingState, attribute: string, values: string[]): ListingState {
  return normalized({ ...state, values: { ...state.values, [attribute]: values }, page: 1 })
}

export function toggled(
  state: ListingState,
  attribute: string,
  value: string,
  single = false,
): ListingState {
  const current = state.values[attribute] ?? []
  if (current.includes(value))
    return withValues(
      state,
      attribute,
      current.filter((v) => v !== value),
    )
  return withValues(state, attribute, single ? [value] : [...current, value])
}
