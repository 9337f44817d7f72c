import { getProductBySku, getProductCategory, type ProductCategoryView, type ProductDetail } from '@/content/products'
import type { ContentScope } from '@/content/scope'

export type ProductRoute =
  | { kind: 'product'; product: ProductDetail; category: ProductCategoryView | null }
  | { kind: 'category'; category: ProductCategoryView; page: number }

const PAGE_NUMBER = /^[1-9]\d{0,3}$/

/**
 * `/products/{x}` is a product (by sku) or a category; `/products/{category}/{y}` is a product in
 * that category, a subcategory, or page y of the category. Anything else is not found.
 */
export async function resolveProductRoute(scope: ContentScope, segments: readonly string[]): Promise<ProductRoute | null> {
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
  if (product) return product.categories?.some((entry) => entry.id === category.id) ? { kind: 'product', product, category } : null
  const subcategory = await getProductCategory(scope, second)
  return subcategory?.parent?.slug === category.slug ? { kind: 'category', category: subcategory, page: 1 } : null
}
