import type { Payload } from 'payload'
import { findRegion, regionSupportsLocale, regionTag } from '../../routing/regions'
import type { Locale } from '../../routing/locales'
import type { SearchHit } from '../search/search-store'
import { valuesCondition } from './conditions'
import { type FacetResult, queryListing, type Refinement } from './listing-store'
import { templateBase } from './template-base'
import { type FilterSpec, type SortSpec, templateFilters } from './template-filters'

export const LISTING_PAGE_SIZE = 12
export const MAX_LISTING_PAGE = 50
/** Bounds one request: values per attribute, characters per value, refined attributes. */
export const MAX_REFINED_VALUES = 20
const MAX_VALUE_LENGTH = 100
const MAX_REFINEMENTS = 20

export interface RefinementArg {
  attribute: string
  values?: string[] | null
  min?: number | null
  max?: number | null
}

export interface ListingArgs {
  template: number
  region: string
  locale: string
  refinements?: RefinementArg[] | null
  sort?: string | null
  page?: number | null
}

export interface ListingOption {
  value: string
  label: string
  count: number
  selected: boolean
}

export interface ListingFilter extends FilterSpec {
  options: ListingOption[]
  range: {
    min: number | null
    max: number | null
    selectedMin: number | null
    selectedMax: number | null
  } | null
}

export interface ListingAnswer {
  kind: 'products' | 'recipes'
  name: string
  resultsTitle: string | null
  total: number
  page: number
  pageCount: number
  sort: string | null
  sorts: SortSpec[]
  filters: ListingFilter[]
  hits: SearchHit[]
}

type Doc = Record<string, unknown>

const finite = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

function chosenValues(filter: FilterSpec, arg: RefinementArg | undefined): string[] {
  const values = [...new Set(arg?.values ?? [])]
    .filter((value) => typeof value === 'string' && value.length > 0)
    .filter((value) => value.length <= MAX_VALUE_LENGTH)
    .filter((value) => filter.whitelist.length === 0 || filter.whitelist.includes(value))
    .filter((value) => !filter.blacklist.includes(value))
    .slice(0, MAX_REFINED_VALUES)
  return filter.type === 'SingleFacetSelector' ? values.slice(0, 1) : values
}

function refinementOf(filter: FilterSpec, arg: RefinementArg | undefined): Refinement | null {
  if (filter.type === 'RangeSliders') {
    let [min, max] = [finite(arg?.min), finite(arg?.max)]
    if (min !== null && max !== null && min > max) [min, max] = [max, min]
    if (min === null && max === null) return null
    return {
      attribute: filter.attribute,
      condition: { type: 'range', attribute: filter.attribute, min, max },
    }
  }
  const values = chosenValues(filter, arg)
  if (values.length === 0) return null
  return {
    attribute: filter.attribute,
    condition: valuesCondition(filter.attribute, values, filter.operator),
  }
}

function optionsOf(
  filter: FilterSpec,
  facet: FacetResult | undefined,
  chosen: string[],
  locale: Locale,
): ListingOption[] {
  const counted = facet?.kind === 'values' ? facet.values : []
  const options = counted
    .filter((item) => filter.whitelist.length === 0 || filter.whitelist.includes(item.value))
    .filter((item) => !filter.blacklist.includes(item.value))
    .map((item) => ({ ...item, selected: chosen.includes(item.value) }))
  for (const value of chosen)
    if (!options.some((option) => option.value === value))
      options.push({ value, label: value, count: 0, selected: true })
  const collator = new Intl.Collator(locale)
  return options.sort((a, b) => collator.compare(a.label, b.label))
}

async function readTemplate(payload: Payload, id: number, locale: Locale, tag: string) {
  if (!Number.isSafeInteger(id) || id < 1) return null
  const template = (await payload.findByID({
    collection: 'facet-templates',
    id,
    locale,
    depth: 1,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
  })) as Doc | null
  if (!template || template._status === 'draft') return null
  const tags = Array.isArray(template.regionTags) ? template.regionTags : []
  return tags.includes(tag) ? template : null
}

/**
 * A facet template's listing for one region and locale: the public index narrowed by the template,
 * then by the visitor's refinements; counts per option. Unknown attributes and values the template
 * does not offer are ignored, so any input answers a listing, never an error.
 */
export async function runListing(
  payload: Payload,
  args: ListingArgs,
): Promise<ListingAnswer | null> {
  const region = findRegion(args.region)
  if (!region || !regionSupportsLocale(region, args.locale)) return null
  const locale = args.locale as Locale
  const tag = regionTag(region.id)
  const template = await readTemplate(payload, Number(args.template), locale, tag)
  if (!template) return null
  const kind = template.contentKind === 'recipes' ? 'recipes' : 'products'
  const { filters, sorts, resultsTitle } = templateFilters(template, kind)
  const args0 = (args.refinements ?? []).slice(0, MAX_REFINEMENTS)
  const argFor = (attribute: string) => args0.find((item) => item.attribute === attribute)
  const refinements = filters.flatMap(
    (filter) => refinementOf(filter, argFor(filter.attribute)) ?? [],
  )
  const sort = sorts.find((item) => item.key === args.sort) ?? sorts[0] ?? null
  const page = Math.max(1, Math.floor(finite(args.page) ?? 1))
  const results = await queryListing(payload, {
    collection: kind,
    locale,
    regionTag: tag,
    base: templateBase(template),
    refinements,
    facets: filters.map((filter) => ({
      attribute: filter.attribute,
      kind: filter.type === 'RangeSliders' ? 'range' : 'values',
      excludeOwn: filter.operator === 'or',
    })),
    sort: sort ?? { by: 'title', direction: 'asc' },
    limit: page > MAX_LISTING_PAGE ? 0 : LISTING_PAGE_SIZE,
    offset: (Math.min(page, MAX_LISTING_PAGE + 1) - 1) * LISTING_PAGE_SIZE,
  })
  return {
    kind,
    name: typeof template.name === 'string' ? template.name : '',
    resultsTitle,
    total: results.total,
    page,
    pageCount: Math.min(Math.ceil(results.total / LISTING_PAGE_SIZE), MAX_LISTING_PAGE),
    sort: sort?.key ?? null,
    sorts,
    hits: results.hits,
    filters: filters.map((filter) => {
      const facet = results.facets.find((item) => item.attribute === filter.attribute)
      const refinement = refinements.find((item) => item.attribute === filter.attribute)
      const range = refinement?.condition.type === 'range' ? refinement.condition : null
      return {
        ...filter,
        options:
          filter.type === 'RangeSliders'
            ? []
            : optionsOf(filter, facet, chosenValues(filter, argFor(filter.attribute)), locale),
        range:
          facet?.kind === 'range'
            ? {
                min: facet.min,
                max: facet.max,
                selectedMin: range?.min ?? null,
                selectedMax: range?.max ?? null,
              }
            : null,
      }
    }),
  }
}
