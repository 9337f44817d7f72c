import type { FacetFilter } from '@/content/facet-listing'
import { type ListingState, parseRange } from './listing-state'

type OfferedFilter = Pick<FacetFilter, 'attribute' | 'type' | 'options'>

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
/** The separators (and `%`) inside a value, percent-encoded, so the string splits back unambiguously. */
const escaped = (value: string) => value.replace(/[%,:|]/g, (char) => encodeURIComponent(char))

/** Only what the listing offers: a range once and well-formed, options it lists, each once. */
function chosenValues(filter: OfferedFilter, chosen: readonly string[]): string[] {
  if (filter.type === 'RangeSliders') return chosen.slice(0, 1).filter((value) => parseRange(value))
  const offered = new Set(filter.options.map((option) => option.value))
  return [...new Set(chosen.filter((value) => offered.has(value)))].sort(byCodeUnit)
}

/**
 * The chosen facet values as one stable string for the `filter` analytics event,
 * `brand:acme,bolt|shelfLife:90..365`: attributes and values in code-unit order whatever the URL's
 * order, values the listing does not offer left out. Empty when nothing is chosen, so an
 * unfiltered listing's event is dropped by the blank-value rule.
 */
export function filterString(filters: readonly OfferedFilter[], state: ListingState): string {
  const byAttribute = new Map(filters.map((filter) => [filter.attribute, filter]))
  return [...byAttribute.values()]
    .map((filter) => ({
      attribute: filter.attribute,
      values: chosenValues(filter, state.values[filter.attribute] ?? []),
    }))
    .filter(({ values }) => values.length > 0)
    .sort((a, b) => byCodeUnit(a.attribute, b.attribute))
    .map(({ attribute, values }) => `${attribute}:${values.map(escaped).join(',')}`)
    .join('|')
}
