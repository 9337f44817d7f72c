import type { RecentlyViewedRequest } from './request'
import type { ViewedProduct } from './viewed-product'

export const RECENTLY_VIEWED_ENDPOINT = '/api/recently-viewed'

const productsOf = (body: unknown): ViewedProduct[] | null => {
  const products =
    typeof body === 'object' && body !== null && 'products' in body ? body.products : null
  return Array.isArray(products) ? (products as ViewedProduct[]) : null
}

export async function fetchViewedProducts(
  request: RecentlyViewedRequest,
  signal: AbortSignal,
): Promise<ViewedProduct[]> {
  const response = await fetch(RECENTLY_VIEWED_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    signal,
  })
  const products = productsOf(response.ok ? await response.json() : null)
  if (!products) throw new Error(`recently viewed products: ${response.status}`)
  return products
}
