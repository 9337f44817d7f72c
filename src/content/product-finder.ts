import { tagsFor } from '@/lib/cache-tags'
import { runQuery } from './client'
import {
  type FacetRefinementInput,
  ProductFinderFilterDocument,
  type ProductFinder_RegionTags_Input,
} from './generated/graphql'
import type { Image } from './images'
import { getIndexCards } from './index-cards'
import { type ContentScope, scopeVariables } from './scope'

export interface FinderFilter {
  baseFilter: string | null
  /** Per step: the attributes it filters on and the option values a visitor may answer. */
  steps: { attributes: string[]; values: string[] }[]
}

export interface FinderCard {
  sku: string
  name: string
  href: string
  image: Image | null
}

export async function getProductFinderFilter(
  scope: ContentScope,
  id: number,
): Promise<FinderFilter | null> {
  const { regionTag, locale } = scopeVariables(scope)
  const data = await runQuery(
    scope,
    ProductFinderFilterDocument,
    { id, regionTag: regionTag as ProductFinder_RegionTags_Input, locale },
    { tags: tagsFor('product-finders', regionTag) },
  )
  const doc = data.ProductFinders?.docs[0]
  if (!doc) return null
  return {
    baseFilter: doc.baseFilter ?? null,
    steps: (doc.steps ?? []).map((step) => ({
      attributes: (step.attributes ?? []).filter((name): name is string => Boolean(name)),
      values: (step.options ?? []).flatMap((option) => option.value || []),
    })),
  }
}

/** Products of the public index matching every row, by title. */
export async function listFinderCards(
  scope: ContentScope,
  where: FacetRefinementInput[],
  limit: number,
): Promise<{ total: number; cards: FinderCard[] }> {
  const { total, cards } = await getIndexCards(scope, {
    collection: 'products',
    where,
    sort: 'title-asc',
    limit,
  })
  return {
    total,
    cards: cards.flatMap((card) =>
      card.sku ? [{ sku: card.sku, name: card.title, href: card.href, image: card.image }] : [],
    ),
  }
}
