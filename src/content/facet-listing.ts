import { collectionTag } from '@/lib/cache-tags'
import { runQuery } from './client'
import {
  FacetListingDocument,
  type FacetListingQuery,
  type FacetRefinementInput,
} from './generated/graphql'
import { type IndexCard, toIndexCard } from './index-hit'
import { LINK_TARGET_TAGS } from './links'
import type { ContentScope } from './scope'

type Answer = NonNullable<FacetListingQuery['FacetListing']>

export type FacetFilter = Answer['filters'][number]
export type FacetSort = Answer['sorts'][number]

export interface FacetListing extends Omit<Answer, 'hits'> {
  cards: IndexCard[]
}

/** Taxonomy names and templates shape a listing as much as the documents in it. */
const LISTING_TAGS = [
  ...LINK_TARGET_TAGS,
  collectionTag('media'),
  collectionTag('facet-templates'),
  collectionTag('cut-types'),
  collectionTag('fry-specifications'),
  collectionTag('fry-types'),
  collectionTag('seasonings'),
  collectionTag('varieties'),
  collectionTag('preparation-methods'),
  collectionTag('product-services'),
]

/** One state of a facet template's listing: filters with counts and a page of cards. */
export async function getFacetListing(
  scope: ContentScope,
  template: number,
  request: { refinements: FacetRefinementInput[]; sort: string | null; page: number },
): Promise<FacetListing | null> {
  const data = await runQuery(
    scope,
    FacetListingDocument,
    {
      template,
      region: scope.regionId,
      locale: scope.locale,
      refinements: request.refinements,
      sort: request.sort,
      page: request.page,
    },
    { tags: LISTING_TAGS },
  )
  const answer = data.FacetListing
  if (!answer) return null
  const { hits, ...rest } = answer
  return { ...rest, cards: hits.flatMap((hit) => toIndexCard(scope, hit) ?? []) }
}
