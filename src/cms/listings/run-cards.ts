import type { Payload } from 'payload'
import { findRegion, regionSupportsLocale, regionTag } from '../../routing/regions'
import { FACET_ATTRIBUTES, NUMERIC_ATTRIBUTES } from '../search/attributes-of-document'
import type { SearchHit } from '../search/search-store'
import { type Condition, valuesCondition } from './conditions'
import { type ListingSort, queryListing } from './listing-store'
import { MAX_REFINED_VALUES, type RefinementArg } from './run-listing'

export const MAX_CARDS = 24
const MAX_CONDITIONS = 10

const SORTS: Record<string, ListingSort> = {
  newest: { by: 'date', direction: 'desc' },
  'title-asc': { by: 'title', direction: 'asc' },
  random: { by: 'random', direction: 'asc' },
}

export interface CardsArgs {
  collection: string
  region: string
  locale: string
  /** Every row must hold; a row holds with any of its values, or a number in its range. */
  where?: RefinementArg[] | null
  sort?: string | null
  limit?: number | null
}

export interface CardsAnswer {
  total: number
  hits: SearchHit[]
}

function conditionOf(known: readonly string[], row: RefinementArg): Condition | null {
  if (!known.includes(row.attribute)) return null
  if (NUMERIC_ATTRIBUTES.includes(row.attribute) && (row.min != null || row.max != null)) {
    const bound = (value: unknown) =>
      typeof value === 'number' && Number.isFinite(value) ? value : null
    return { type: 'range', attribute: row.attribute, min: bound(row.min), max: bound(row.max) }
  }
  const values = [...new Set(row.values ?? [])]
    .filter((value) => value.length > 0 && value.length <= 100)
    .slice(0, MAX_REFINED_VALUES)
  return values.length > 0 ? valuesCondition(row.attribute, values) : null
}

/**
 * Cards the editor or the finder chose by attributes, from the public index. A row naming an
 * attribute the collection does not have matches nothing, so a mistyped filter shows no cards
 * rather than every card.
 */
export async function runCards(payload: Payload, args: CardsArgs): Promise<CardsAnswer> {
  const region = findRegion(args.region)
  const collection =
    args.collection === 'recipes' ? 'recipes' : args.collection === 'products' ? 'products' : null
  if (!region || !collection || !regionSupportsLocale(region, args.locale))
    return { total: 0, hits: [] }
  const rows = (args.where ?? []).slice(0, MAX_CONDITIONS)
  const base = rows.map((row) => conditionOf(FACET_ATTRIBUTES[collection], row))
  if (base.some((condition) => condition === null)) return { total: 0, hits: [] }
  const limit = Math.min(Math.max(Math.floor(Number(args.limit) || MAX_CARDS), 0), MAX_CARDS)
  const results = await queryListing(payload, {
    collection,
    locale: args.locale,
    regionTag: regionTag(region.id),
    base: base as Condition[],
    refinements: [],
    facets: [],
    sort: SORTS[args.sort ?? ''] ?? SORTS.newest!,
    limit,
    offset: 0,
  })
  return { total: results.total, hits: results.hits }
}
