import { toImage, type Image } from '@/content/images'
import type { ProductDetail } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import { productPath } from '@/routing/build'
import { comparePath } from './compare-path'

export interface CompareColumn {
  sku: string
  name: string
  href: string
  image: Image | null
  removeHref: string
}

export function toCompareColumns(
  products: readonly (ProductDetail & { sku: string })[],
  scope: ContentScope,
): CompareColumn[] {
  const skus = products.map((product) => product.sku)
  return products.map((product) => ({
    sku: product.sku,
    name: product.marketingName?.trim() || product.sku,
    href: productPath(scope.regionId, scope.locale, product.sku),
    image: toImage(product.productImages?.[0]),
    removeHref: comparePath(
      scope.regionId,
      scope.locale,
      skus.filter((sku) => sku !== product.sku),
    ),
  }))
}
