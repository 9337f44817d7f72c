import {
  type ListingState,
  MAX_STATE_ATTRIBUTES,
  MAX_STATE_VALUES,
  normalized,
  rangeValue,
} from './listing-state'

const RESERVED = new Set(['path', 'sort', 'page'])
const RANGE_PART = /^[a-zA-Z][a-zA-Z0-9]*\.(min|max|bounds)$/
const numberOrNull = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

/**
 * The state a submitted filter form asks for: checkboxes and radios `attribute=value`, a range's two
 * inputs `attribute.min` / `attribute.max` (with `attribute.bounds`, the listing's own `min..max`),
 * the sorter `sort`. Shared by the form's script and the
 * no-script GET endpoint, so both land on the same URL.
 */
export function stateFromForm(entries: Iterable<[string, string]>): ListingState {
  // No prototype: a field named `constructor` or `__proto__` is only an unknown filter.
  const values: Record<string, string[]> = Object.create(null)
  const ranges: Record<string, { min?: string; max?: string; bounds?: string }> = {}
  let sort: string | null = null
  let count = 0
  for (const [name, value] of entries) {
    if (++count > 500) break
    if (name === 'sort') sort = value || null
    else if (RESERVED.has(name)) continue
    else if (RANGE_PART.test(name)) {
      const [attribute = '', part = ''] = name.split('.')
      ranges[attribute] = { ...ranges[attribute], [part]: value }
    } else if (value) (values[name] ??= []).push(value)
  }
  for (const [attribute, range] of Object.entries(ranges)) {
    const value = rangeValue(numberOrNull(range.min), numberOrNull(range.max))
    // A range left at the listing's own bounds chooses nothing.
    if (value && value !== range.bounds) values[attribute] = [value]
  }
  const kept = Object.entries(values)
    .slice(0, MAX_STATE_ATTRIBUTES)
    .map(([key, list]) => [key, list.slice(0, MAX_STATE_VALUES)] as const)
  return normalized({ values: Object.fromEntries(kept), sort, page: 1 })
}
