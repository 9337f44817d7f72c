import {
  getProductBySku,
  getProductCategory,
  type ProductCategoryView,
  type ProductDetail,
} from '@/content/products'
import type { ContentScope } from '@/content/scope'
import { parseListingTail } from '@/lib/listing-place'
import { ROUTE } from '@/routing/segments'

export type ProductRoute =
  | { kind: 'product'; product: ProductDetail; category: ProductCategoryView | null }
  | { kind: 'category'; category: ProductCategoryView; page: number }
  | { kind: 'recipes'; product: ProductDetail; page: number }
  | { kind: 'blogs'; product: ProductDetail; page: number }

const PAGE_NUMBER = /^[1-9]\d{0,3}$/

export async function resolveProductRoute(
  scope: ContentScope,
  segments: readonly string[],
): Promise<ProductRoute | null> {
  const recipesAt = segments.indexOf(ROUTE.productRecipes)
  if (recipesAt >= 0)
    return resolveRecipesRoute(scope, segments.slice(0, recipesAt), segments.slice(recipesAt + 1))
  const blogsAt = segments.indexOf(ROUTE.productBlogs)
  if (blogsAt >= 0)
    return resolveBlogsRoute(scope, segments.slice(0, blogsAt), segments.slice(blogsAt + 1))
  const [first, second] = segments
  if (!first || segments.length > 2) return null
  if (second === undefined) {
    const product = await getProductBySku(scope, first)
    if (product) return { kind: 'product', product, category: null }
    const category = await getProductCategory(scope, first)
    return category ? { kind: 'category', category, page: 1 } : null
  }
  const category = await getProductCategory(scope, first)
  if (!category) return null
  if (PAGE_NUMBER.test(second)) return { kind: 'category', category, page: Number(second) }
  const product = await getProductBySku(scope, second)
  if (product)
    return isInCategory(product, category.id) ? { kind: 'product', product, category } : null
  const subcategory = await getProductCategory(scope, second)
  return subcategory?.parent?.slug === category.slug
    ? { kind: 'category', category: subcategory, page: 1 }
    : null
}

const isInCategory = (product: ProductDetail, categoryId: number) =>
  product.categories?.some((entry) => entry.id === categoryId) ?? false

/** `…/{sku}/<word>`: the sku alone or after the product's slug or one of its categories. */
async function productBefore(
  scope: ContentScope,
  before: readonly string[],
): Promise<ProductDetail | null> {
  const sku = before.at(-1)
  if (!sku || before.length > 2) return null
  const product = await getProductBySku(scope, sku)
  if (!product) return null
  const parent = before.length === 2 ? before[0] : undefined
  if (
    parent !== undefined &&
    parent !== product.slug &&
    !product.categories?.some((category) => category.slug === parent)
  )
    return null
  return product
}

async function resolveRecipesRoute(
  scope: ContentScope,
  before: readonly string[],
  after: readonly string[],
): Promise<ProductRoute | null> {
  if (after.length > 1) return null
  const [pageSegment] = after
  if (pageSegment !== undefined && !PAGE_NUMBER.test(pageSegment)) return null
  const product = await productBefore(scope, before)
  if (!product) return null
  return { kind: 'recipes', product, page: pageSegment === undefined ? 1 : Number(pageSegment) }
}

/** Paged like the blog index: `…/product-blogs` or `…/product-blogs/page/{n}`, newest first only. */
async function resolveBlogsRoute(
  scope: ContentScope,
  before: readonly string[],
  after: readonly string[],
): Promise<ProductRoute | null> {
  const place = parseListingTail(after)
  if (!place || place.sort !== 'newest') return null
  const product = await productBefore(scope, before)
  return product ? { kind: 'blogs', product, page: place.page } : null
}
