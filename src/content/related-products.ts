import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { runQuery } from './client'
import {
  RelatedProductCandidatesDocument,
  type RelatedProductCandidatesQuery,
  type Product_Where,
} from './generated/graphql'
import { type ProductCard, type ProductDetail, toProductCard } from './products'
import { type ContentScope, regionWhere, scopeVariables } from './scope'

/** Spec §9: related-product lists hold 10. */
export const MAX_RELATED_PRODUCTS = 10
/** The newest candidates ranked; a bounded pool, so the query costs the same for every product. */
export const RELATED_CANDIDATES = 30

type Candidate = NonNullable<RelatedProductCandidatesQuery['Products']>['docs'][number]

interface Traits {
  id: number
  brand?: { id: number } | null
  categories?: readonly { id: number }[] | null
  cutTypes?: readonly { id: number }[] | null
}

const idsOf = (list: readonly { id: number }[] | null | undefined) => (list ?? []).map((e) => e.id)

export function relatedWhere(product: Traits): Product_Where | null {
  const categoryIds = idsOf(product.categories)
  const cutTypeIds = idsOf(product.cutTypes)
  const any: Product_Where['OR'] = [
    ...(product.brand ? [{ brand: { equals: product.brand.id } }] : []),
    ...(categoryIds.length > 0 ? [{ categories: { in: categoryIds } }] : []),
    ...(cutTypeIds.length > 0 ? [{ cutTypes: { in: cutTypeIds } }] : []),
  ]
  return any.length > 0 ? { OR: any, id: { not_equals: product.id } } : null
}

/** One point per shared brand, category and cut type. */
export function sharedTraits(product: Traits, other: Traits): number {
  const shared = (a: number[], b: number[]) => a.filter((id) => b.includes(id)).length
  const sameBrand = product.brand && other.brand?.id === product.brand.id ? 1 : 0
  return (
    sameBrand +
    shared(idsOf(product.categories), idsOf(other.categories)) +
    shared(idsOf(product.cutTypes), idsOf(other.cutTypes))
  )
}

/** Closest first; candidates arrive newest first and the sort is stable, so ties stay newest first. */
export function rankRelated<T extends Traits>(product: Traits, candidates: readonly T[]): T[] {
  return candidates
    .filter((candidate) => candidate.id !== product.id)
    .map((candidate) => ({ candidate, score: sharedTraits(product, candidate) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_RELATED_PRODUCTS)
    .map(({ candidate }) => candidate)
}

export async function listRelatedProducts(
  scope: ContentScope,
  product: ProductDetail,
): Promise<ProductCard[]> {
  const where = relatedWhere(product)
  if (!where) return []
  const { regionTag, locale } = scopeVariables(scope)
  const variables = {
    where: { ...regionWhere(scope), ...where },
    limit: RELATED_CANDIDATES,
    locale,
  }
  const tags = [...tagsFor('products', regionTag), ...['brands', 'media'].map(collectionTag)]
  const data = await runQuery(scope, RelatedProductCandidatesDocument, variables, { tags })
  const ranked: Candidate[] = rankRelated(product, data.Products?.docs ?? [])
  return ranked.flatMap((doc) => toProductCard(doc, scope.regionId, scope.locale) ?? [])
}
