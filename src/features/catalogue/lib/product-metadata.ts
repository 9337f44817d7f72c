import type { Metadata } from 'next'
import type { ProductDetail } from '@/content/products'
import { toImage } from '@/content/images'
import { isSameSitePath } from '@/routing/redirects'

/** A product's metadata: its CMS page metadata, else its name and description; canonical is /products/{sku}. */
export function productMetadata(product: ProductDetail, canonicalPath: string): Metadata {
  const meta = product.pageMetadata
  const title = meta?.title || product.marketingName || product.sku || ''
  const description = meta?.description || product.generalDescription || undefined
  const image = toImage(meta?.socialShareImage) ?? toImage(product.productImages?.[0])
  const canonical =
    meta?.canonical && isSameSitePath(meta.canonical) ? meta.canonical : canonicalPath
  return {
    title,
    description,
    keywords: meta?.keywords || undefined,
    alternates: { canonical },
    robots: { index: !meta?.robotsNoIndex, follow: !meta?.robotsNoFollow },
    openGraph: {
      title,
      description,
      url: canonical,
      images: image
        ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }]
        : undefined,
    },
  }
}
