import { isSku } from './sku'

/** The finder state's key for the product a visitor came from; the distributors feature reads it. */
export const FINDER_PRODUCT_KEY = 'product'

/** The find-a-distributor page for a product, so the finder's request email can name it. */
export function distributorFinderHref(pageUrl: string, sku: string | null | undefined): string {
  if (!sku || !isSku(sku)) return pageUrl
  return `${pageUrl.replace(/\/$/, '')}/${FINDER_PRODUCT_KEY}=${encodeURIComponent(sku)}`
}
