import type { Metadata } from 'next'
import type { ProductDetail } from '@/content/products'
import { toImage } from '@/content/images'
import { regionsTagged } from '@/routing/alternates'
import { editorMetadata } from '@/components/layout/social-metadata'

export function productMetadata(product: ProductDetail, canonicalPath: string): Metadata {
  const meta = product.pageMetadata
  return editorMetadata(meta, {
    title: product.marketingName || product.sku || '',
    description: product.generalDescription || undefined,
    image: toImage(meta?.socialShareImage) ?? toImage(product.productImages?.[0]),
    ownPath: canonicalPath,
    regionIds: regionsTagged(product.regionTags),
  })
}
