import type { Locale } from '@/routing/locales'
import type { BagProduct, BagProductsResponse } from './bag-product'

const isBagProducts = (body: unknown): body is BagProductsResponse =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as { products?: unknown }).products)

/** The skus are sorted so equal bags share a cached answer. */
export async function fetchBagProducts(
  regionId: string,
  locale: Locale,
  skus: readonly string[],
  signal: AbortSignal,
): Promise<BagProduct[]> {
  const query = new URLSearchParams({ region: regionId, locale, skus: [...skus].sort().join(',') })
  const response = await fetch(`/api/sample-bag/products?${query}`, { signal })
  const body: unknown = response.ok ? await response.json() : null
  if (!isBagProducts(body)) throw new Error(`sample bag products: ${response.status}`)
  return body.products
}
