import type { ProductDetail } from '@/content/products'

/** schema.org Product: what a search result shows about the product (name is all Google needs). */
export function productJsonLd(
  product: ProductDetail,
  url: string,
  absolute: (path: string) => string,
): Record<string, unknown> {
  const images = (product.productImages ?? []).flatMap((image) =>
    image.url ? [absolute(image.url)] : [],
  )
  const category = product.categories?.[0]?.name
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.marketingName ?? product.sku ?? '',
    ...(product.sku && { sku: product.sku }),
    url,
    ...(product.brand?.name && { brand: { '@type': 'Brand', name: product.brand.name } }),
    ...(images.length > 0 && { image: images }),
    ...(product.generalDescription && { description: product.generalDescription }),
    ...(category && { category }),
  }
}
