import type { FacetFilter } from '@/content/facet-listing'
import { formatNumber } from '@/i18n/format'
import type { Locale } from '@/routing/locales'
import { type ListingState, parseRange, withValues } from './listing-state'

export interface ActiveFilter {
  key: string
  label: string
  /** The state without this choice. */
  without: ListingState
}

function rangeText(filter: FacetFilter, value: string, locale: Locale): string {
  const range = parseRange(value)
  const show = (n: number | null | undefined) =>
    n === null || n === undefined ? '' : formatNumber(n, locale)
  const text = `${show(range?.min ?? filter.range?.min)} – ${show(range?.max ?? filter.range?.max)}`
  return filter.unitLabel ? `${text} ${filter.unitLabel}` : text
}

/** The visitor's choices as removable chips, in the template's filter order. */
export function activeFilters(
  filters: readonly FacetFilter[],
  state: ListingState,
  locale: Locale,
): ActiveFilter[] {
  return filters.flatMap((filter) => {
    const chosen = state.values[filter.attribute] ?? []
    if (filter.type === 'RangeSliders')
      return chosen.slice(0, 1).map((value) => ({
        key: `${filter.attribute}:${value}`,
        label: `${filter.name}: ${rangeText(filter, value, locale)}`,
        without: withValues(state, filter.attribute, []),
      }))
    return chosen.map((value) => ({
      key: `${filter.attribute}:${value}`,
      label: `${filter.name}: ${filter.options.find((option) => option.value === value)?.label ?? value}`,
      without: withValues(
        state,
        filter.attribute,
        chosen.filter((other) => other !== value),
      ),
    }))
  })
}
