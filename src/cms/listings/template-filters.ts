import { FACET_ATTRIBUTES, NUMERIC_ATTRIBUTES } from '../search/attributes-of-document'
import type { ListingSort } from './listing-store'

type Doc = Record<string, unknown>

export type FilterType = 'FacetSelector' | 'SingleFacetSelector' | 'RangeSliders'

export interface FilterSpec {
  attribute: string
  name: string
  type: FilterType
  operator: 'and' | 'or'
  unitLabel: string | null
  whitelist: string[]
  blacklist: string[]
}

export interface SortSpec extends ListingSort {
  key: string
  name: string
}

export interface TemplateFilters {
  filters: FilterSpec[]
  sorts: SortSpec[]
  resultsTitle: string | null
}

const SORT_FIELDS: Record<string, ListingSort['by']> = {
  title: 'title',
  name: 'title',
  date: 'date',
  publishedDate: 'date',
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const strings = (value: unknown) =>
  (Array.isArray(value) ? value : []).filter((item): item is string => typeof item === 'string')

function sortsOf(attribute: string, name: string): SortSpec[] {
  const by = SORT_FIELDS[attribute] ?? (NUMERIC_ATTRIBUTES.includes(attribute) ? 'number' : null)
  if (!by) return []
  const directions = by === 'date' ? (['desc', 'asc'] as const) : (['asc', 'desc'] as const)
  return directions.map((direction) => ({
    key: `${attribute}-${direction}`,
    name,
    by,
    attribute,
    direction,
  }))
}

/**
 * A template's filters as the listing offers them. Rows naming an attribute the collection does not
 * have, or a range over text, are left out rather than failing the page.
 */
export function templateFilters(
  template: Doc,
  collection: 'products' | 'recipes',
): TemplateFilters {
  const known: readonly string[] = FACET_ATTRIBUTES[collection]
  const result: TemplateFilters = { filters: [], sorts: [], resultsTitle: null }
  const rows = Array.isArray(template.filters) ? (template.filters as Doc[]) : []
  for (const row of rows) {
    const attribute = text(row.searchAttribute)
    const name = text(row.name)
    if (row.type === 'Results') result.resultsTitle ??= name || null
    else if (row.type === 'FacetSorter') result.sorts.push(...sortsOf(attribute, name))
    else if (!known.includes(attribute) || result.filters.some((f) => f.attribute === attribute))
      continue
    else if (row.type === 'RangeSliders' && NUMERIC_ATTRIBUTES.includes(attribute))
      result.filters.push(spec(row, attribute, name, 'RangeSliders'))
    else if (row.type === 'FacetSelector' || row.type === 'SingleFacetSelector')
      result.filters.push(spec(row, attribute, name, row.type))
  }
  return result
}

function spec(row: Doc, attribute: string, name: string, type: FilterType): FilterSpec {
  return {
    attribute,
    name: name || attribute,
    type,
    operator: row.refinementOperator === 'and' && type === 'FacetSelector' ? 'and' : 'or',
    unitLabel: text(row.unitLabel) || null,
    whitelist: strings(row.whitelist),
    blacklist: strings(row.blacklist),
  }
}
