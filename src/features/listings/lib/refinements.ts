import type { FacetRefinementInput } from '@/content/generated/graphql'
import { type ListingState, parseRange } from './listing-state'

/** What the listing query is asked for: each attribute's values, and its range when it is one. */
export function refinementsOf(state: ListingState): FacetRefinementInput[] {
  return Object.entries(state.values).map(([attribute, values]) => {
    const range = values.length === 1 ? parseRange(values[0]) : null
    return { attribute, values, min: range?.min ?? null, max: range?.max ?? null }
  })
}
