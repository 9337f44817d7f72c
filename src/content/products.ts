import { isSku } from '@/lib/sku'
import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { productPath } from '@/routing/build'
import type { Locale } from '@/routing/locales'
import { runQuery } from './client'
import {
  ProductBySkuDocument,
  type ProductBySkuQuery,
  type ProductCardFieldsFragment,
  ProductCardsDocument,
  ProductCategoryBySlugDocument,
  type ProductCategorySummaryFieldsFragment,
  ProductListingDocument,
  ProductsFeedDocument,
  type Product_Where,
  SubcategoriesOfDocument,
  TopLevelProductCategoriesDocument,
} from './generated/graphql'
import { type Image, toImage } from './images'
import { type ContentScope, regionWhere, scopeVariables } from './scope'
import { isSlug } from './slug'

export type ProductDetail = NonNullable<ProductBySkuQuery['Products']>['docs'][number]

export interface ProductCard {
  id: number
  sku: string
  name: string
  href: string
  image: Image | null
  brand: string | null
  badge: string | null
  description: string | null
  publishedDate: string | null
}

export const PRODUCTS_PER_PAGE = 12

/** A product page shows its categories, brands and media too: any of them changing must refresh it. */
const productTags = (regionTag: string) => [
  ...tagsFor('products', regionTag),
  ...[
    'product-categories',
    'brands',
    'media',
    'pages',
    'cut-types',
    'preparation-methods',
    'blogs',
  ].map(collectionTag),
]

export const MAX_PRODUCT_LOOKUP = 100

export function toProductCard(
  product: ProductCardFieldsFragment,
  regionId: string,
  locale: Locale,
): ProductCard | null {
  if (!product.sku) return null
  return {
    id: product.id,
    sku: product.sku,
    name: product.marketingName ?? product.sku,
    href: productPath(regionId, locale, product.sku),
    image: toImage(product.productImages?.[0]),
    brand: product.brand?.name ?? null,
    badge: product.badge?.text ?? null,
    description: product.generalDescription ?? null,
    publishedDate: product.publishedDate ?? null,
  }
}

const toCards = (docs: readonly ProductCardFieldsFragment[] | undefined, scope: ContentScope) =>
  (docs ?? []).flatMap((doc) => toProductCard(doc, scope.regionId, scope.locale) ?? [])

export async function getProductBySku(
  scope: ContentScope,
  sku: string,
): Promise<ProductDetail | null> {
  if (!isSku(sku)) return null
  const vars = scopeVariables(scope)
  const data = await runQuery(
    scope,
    ProductBySkuDocument,
    { ...vars, sku },
    { tags: productTags(vars.regionTag) },
  )
  return data.Products?.docs[0] ?? null
}

export interface CategorySummary {
  id: number
  slug: string
  name: string
  description: string | null
  image: Image | null
}

export interface ProductCategoryView extends CategorySummary {
  parent: { slug: string; name: string } | null
  subcategories: { slug: string; name: string }[]
}

function toCategorySummary(doc: ProductCategorySummaryFieldsFragment): CategorySummary | null {
  if (!doc.slug) return null
  return {
    id: doc.id,
    slug: doc.slug,
    name: doc.name ?? doc.slug,
    description: doc.description ?? null,
    image: toImage(doc.image),
  }
}

export async function getProductCategory(
  scope: ContentScope,
  slug: string,
): Promise<ProductCategoryView | null> {
  if (!isSlug(slug)) return null
  const vars = scopeVariables(scope)
  const tags = [...tagsFor('product-categories', vars.regionTag), collectionTag('media')]
  const data = await runQuery(scope, ProductCategoryBySlugDocument, { ...vars, slug }, { tags })
  const doc = data.ProductCategories?.docs[0]
  const summary = doc ? toCategorySummary(doc) : null
  if (!doc || !summary) return null
  const children = await runQuery(
    scope,
    SubcategoriesOfDocument,
    { ...vars, parentId: doc.id },
    { tags },
  )
  return {
    ...summary,
    parent: doc.parent?.slug
      ? { slug: doc.parent.slug, name: doc.parent.name ?? doc.parent.slug }
      : null,
    subcategories: (children.ProductCategories?.docs ?? []).flatMap((child) =>
      child.slug ? [{ slug: child.slug, name: child.name ?? child.slug }] : [],
    ),
  }
}

export interface ProductListing {
  products: ProductCard[]
  page: number
  totalPages: number
  totalProducts: number
}

export async function listProductPage(
  scope: ContentScope,
  where: Product_Where,
  page: number,
  limit: number,
  tags: string[],
): Promise<ProductListing> {
  const { locale } = scopeVariables(scope)
  const variables = { where: { ...regionWhere(scope), ...where }, page, limit, locale }
  const result = (await runQuery(scope, ProductListingDocument, variables, { tags })).Products
  return {
    products: toCards(result?.docs, scope),
    page: result?.page ?? page,
    totalPages: result?.totalPages ?? 0,
    totalProducts: result?.totalDocs ?? 0,
  }
}

export async function listCategoryProducts(
  scope: ContentScope,
  category: ProductCategoryView,
  page: number,
): Promise<ProductListing> {
  const subcategoryIds = await subcategoryIdsOf(scope, category)
  const where = { categories: { in: [category.id, ...subcategoryIds] } }
  const tags = productTags(scopeVariables(scope).regionTag)
  return listProductPage(scope, where, page, PRODUCTS_PER_PAGE, tags)
}

async function subcategoryIdsOf(
  scope: ContentScope,
  category: ProductCategoryView,
): Promise<number[]> {
  if (category.subcategories.length === 0) return []
  const vars = scopeVariables(scope)
  const data = await runQuery(
    scope,
    SubcategoriesOfDocument,
    { ...vars, parentId: category.id },
    { tags: tagsFor('product-categories', vars.regionTag) },
  )
  return (data.ProductCategories?.docs ?? []).map((doc) => doc.id)
}

export async function listFeedProducts(
  scope: ContentScope,
): Promise<(ProductCard & { updatedAt: string | null })[]> {
  const vars = scopeVariables(scope)
  const data = await runQuery(scope, ProductsFeedDocument, vars, {
    tags: productTags(vars.regionTag),
  })
  return (data.Products?.docs ?? []).flatMap((doc) => {
    const card = toProductCard(doc, scope.regionId, scope.locale)
    return card ? [{ ...card, updatedAt: doc.updatedAt ?? null }] : []
  })
}

async function queryCards(scope: ContentScope, where: Product_Where) {
  const { regionTag, locale } = scopeVariables(scope)
  const variables = { where: { ...regionWhere(scope), ...where }, locale }
  const data = await runQuery(scope, ProductCardsDocument, variables, {
    tags: productTags(regionTag),
  })
  return data.Products?.docs ?? []
}

export async function listProductCardsBySkus(
  scope: ContentScope,
  skus: readonly string[],
): Promise<ProductCard[]> {
  const wanted = [...new Set(skus.filter(isSku))].slice(0, MAX_PRODUCT_LOOKUP)
  if (wanted.length === 0) return []
  const docs = await queryCards(scope, { sku: { in: wanted } })
  const cards = new Map(toCards(docs, scope).map((card) => [card.sku, card]))
  return wanted.flatMap((sku) => cards.get(sku) ?? [])
}

// Older favorites entries carry no sku.
export async function listProductCardsBySlugs(
  scope: ContentScope,
  slugs: readonly string[],
): Promise<(ProductCard & { slug: string })[]> {
  const wanted = [...new Set(slugs.filter(isSlug))].slice(0, MAX_PRODUCT_LOOKUP)
  if (wanted.length === 0) return []
  return (await queryCards(scope, { slug: { in: wanted } })).flatMap((doc) => {
    const card = toProductCard(doc, scope.regionId, scope.locale)
    return card && doc.slug ? [{ ...card, slug: doc.slug }] : []
  })
}

export async function listTopLevelCategories(scope: ContentScope): Promise<CategorySummary[]> {
  const vars = scopeVariables(scope)
  const data = await runQuery(scope, TopLevelProductCategoriesDocument, vars, {
    tags: [...tagsFor('product-categories', vars.regionTag), collectionTag('media')],
  })
  return (data.ProductCategories?.docs ?? []).flatMap((doc) => toCategorySummary(doc) ?? [])
}
