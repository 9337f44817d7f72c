import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { runQuery } from './client'
import {
  type FacetRefinementInput,
  ProductFinderCardsDocument,
  ProductFinderFilterDocument,
  type ProductFinder_RegionTags_Input,
} from './generated/graphql'
import { type Image, toImage } from './images'
import { resolveLink } from './links'
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

/** Products of the public index matching every row, by title; the index changes on every publish. */
export async function listFinderCards(
  scope: ContentScope,
  where: FacetRefinementInput[],
  limit: number,
): Promise<{ total: number; cards: FinderCard[] }> {
  const { regionTag } = scopeVariables(scope)
  const data = await runQuery(
    scope,
    ProductFinderCardsDocument,
    { region: scope.regionId, locale: scope.locale, where, limit },
    { tags: [...tagsFor('products', regionTag), collectionTag('media')] },
  )
  const cards = data.IndexCards.hits.flatMap((hit): FinderCard[] => {
    const { relationTo, ...target } = hit.link
    const link = resolveLink(scope, { reference: { relationTo, value: target } })
    if (!link || !hit.sku) return []
    return [{ sku: hit.sku, name: hit.title, href: link.href, image: toImage(hit.image) }]
  })
  return { total: data.IndexCards.total, cards }
}
