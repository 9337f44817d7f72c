import { tagsFor } from '@/lib/cache-tags'
import { runQuery } from './client'
import {
  type DistributorFieldsFragment,
  DistributorLocationsDocument,
  DistributorSearchDocument,
  type Distributor_RegionTags_Input,
  type Distributor_Where,
} from './generated/graphql'
import { type ContentScope, scopeVariables } from './scope'

export type Distributor = DistributorFieldsFragment

export interface DistributorFilter {
  /** Words that must all appear in the name. */
  name?: string
  /** USPS two-letter code. */
  state?: string
  /** Matched exactly. */
  postcode?: string
}

/** A directory far larger than the demo's 300 would need a spatial index instead of this list. */
export const MAX_LOCATED_DISTRIBUTORS = 5000

const tags = (scope: ContentScope) => tagsFor('distributors', scopeVariables(scope).regionTag)

// LIKE wildcards a visitor types would match everything; they never occur in a distributor's name.
const likeWords = (text: string) =>
  text
    .replace(/[%_\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

function whereFor(scope: ContentScope, filter: DistributorFilter): Distributor_Where {
  const regionTag = scopeVariables(scope).regionTag as Distributor_RegionTags_Input
  const name = filter.name ? likeWords(filter.name) : ''
  return {
    regionTags: { in: [regionTag] },
    ...(name && { name: { like: name } }),
    ...(filter.state && { state: { equals: filter.state } }),
    ...(filter.postcode && { postcode: { equals: filter.postcode } }),
  }
}

/** One page of the region's distributors by name; the database counts and pages. */
export async function searchDistributors(
  scope: ContentScope,
  filter: DistributorFilter,
  page: number,
  perPage: number,
): Promise<{ total: number; distributors: Distributor[] }> {
  const data = await runQuery(
    scope,
    DistributorSearchDocument,
    { where: whereFor(scope, filter), limit: perPage, page },
    { tags: tags(scope) },
  )
  return {
    total: data.Distributors?.totalDocs ?? 0,
    distributors: data.Distributors?.docs ?? [],
  }
}

/**
 * The region's distributors that have coordinates, for sorting by distance. Cached like every
 * content read and expired by the distributors' revalidation hook, so it is read once per edit.
 */
export async function listLocatedDistributors(scope: ContentScope): Promise<Distributor[]> {
  const { regionTag } = scopeVariables(scope)
  const data = await runQuery(
    scope,
    DistributorLocationsDocument,
    { regionTag: regionTag as Distributor_RegionTags_Input, limit: MAX_LOCATED_DISTRIBUTORS },
    { tags: tags(scope) },
  )
  return data.Distributors?.docs ?? []
}
