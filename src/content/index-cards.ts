import { collectionTag } from '@/lib/cache-tags'
import { runQuery } from './client'
import { type FacetRefinementInput, IndexCardsDocument } from './generated/graphql'
import { type IndexCard, toIndexCard } from './index-hit'
import { LINK_TARGET_TAGS } from './links'
import type { ContentScope } from './scope'

export interface IndexCardsRequest {
  collection: 'products' | 'recipes'
  /** Every row must hold; a row holds with any of its values. */
  where: FacetRefinementInput[]
  sort: 'newest' | 'title-asc' | 'random'
  limit: number
}

/** Products or recipes chosen by their attributes, from the public index. */
export async function getIndexCards(
  scope: ContentScope,
  request: IndexCardsRequest,
): Promise<{ total: number; cards: IndexCard[] }> {
  const data = await runQuery(
    scope,
    IndexCardsDocument,
    { region: scope.regionId, locale: scope.locale, ...request },
    { tags: [...LINK_TARGET_TAGS, collectionTag('media')] },
  )
  const { total, hits } = data.IndexCards
  return { total, cards: hits.flatMap((hit) => toIndexCard(scope, hit) ?? []) }
}
