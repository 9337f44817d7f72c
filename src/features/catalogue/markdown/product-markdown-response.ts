import { canonicalPath } from '@/components/layout/social-metadata'
import { getProductSpecificationSettings } from '@/content/product-settings'
import { getProductBySku } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { markdownResponse, plainTextResponse } from '@/lib/markdown/markdown-response'
import { siteUrl } from '@/lib/site-origin'
import { productPath } from '@/routing/build'
import { readSegments } from '../lib/read-segments'
import { productMarkdown } from './product-markdown'

export async function productMarkdownResponse(
  scope: ContentScope | null,
  rawSku: string,
): Promise<Response> {
  const [sku] = readSegments([rawSku]) ?? []
  const product = scope && sku ? await getProductBySku(scope, sku) : null
  if (!scope || !product?.sku) return plainTextResponse('Not found', 404)
  const settings = await getProductSpecificationSettings(scope)
  const context = { regionId: scope.regionId, locale: scope.locale, t: translator(scope.locale) }
  return markdownResponse(
    productMarkdown(product, context, settings, siteUrl),
    siteUrl(
      canonicalPath(
        product.pageMetadata?.canonical,
        productPath(scope.regionId, scope.locale, product.sku),
      ),
    ),
    !product.pageMetadata?.robotsNoIndex,
  )
}
