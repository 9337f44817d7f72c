import { getProductBySku, listProductCardsBySkus, type ProductDetail } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import { COMPARE_LIMIT } from './storage'

export interface Comparison {
  products: (ProductDetail & { sku: string })[]
  overLimit: boolean
}

const hasSku = (product: ProductDetail | null): product is ProductDetail & { sku: string } =>
  Boolean(product?.sku)

export async function loadComparison(
  scope: ContentScope,
  skus: readonly string[],
): Promise<Comparison> {
  if (skus.length === 0) return { products: [], overLimit: false }
  const cards = await listProductCardsBySkus(scope, skus)
  const details = await Promise.all(
    cards.slice(0, COMPARE_LIMIT).map((card) => getProductBySku(scope, card.sku)),
  )
  return { products: details.filter(hasSku), overLimit: cards.length > COMPARE_LIMIT }
}
