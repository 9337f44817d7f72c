import type { Metadata } from 'next'
import type { ProductDetail } from '@/content/products'
import { toImage } from '@/content/images'
import {
  canonicalPath as resolveCanonical,
  socialMetadata,
} from '@/components/layout/social-metadata'

export function productMetadata(product: ProductDetail, canonicalPath: string): Metadata {
  const meta = product.pageMetadata
  const title = meta?.title || product.marketingName || product.sku || ''
  const description = meta?.description || product.generalDescription || undefined
  const image = toImage(meta?.socialShareImage) ?? toImage(product.productImages?.[0])
  const canonical = resolveCanonical(meta?.canonical, canonicalPath)
  return {
    title,
    description,
    keywords: meta?.keywords || undefined,
    alternates: { canonical },
    robots: { index: !meta?.robotsNoIndex, follow: !meta?.robotsNoFollow },
    ...socialMetadata({ title, description, canonical, image }),
  }
}
