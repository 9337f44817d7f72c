import { getProductSpecificationSettings } from '@/content/product-settings'
import { getProductBySku, type ProductDetail } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { readSegments } from '../lib/read-segments'
import { buildSpecSheet } from './sheet-model'
import { renderSpecSheetPdf } from './spec-sheet-pdf'

export async function getSpecSheetProduct(
  scope: ContentScope,
  rawSlug: string,
  rawSku: string,
): Promise<ProductDetail | null> {
  const [slug, sku] = readSegments([rawSlug, rawSku]) ?? []
  if (!slug || !sku) return null
  const product = await getProductBySku(scope, sku)
  return product?.sku && product.slug === slug ? product : null
}

const plain = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

export async function specSheetPdfResponse(
  scope: ContentScope | null,
  rawSlug: string,
  rawSku: string,
  generatedAt: Date,
): Promise<Response> {
  const product = scope ? await getSpecSheetProduct(scope, rawSlug, rawSku) : null
  if (!scope || !product?.sku) return plain('Not found', 404)
  const settings = await getProductSpecificationSettings(scope)
  const context = { regionId: scope.regionId, locale: scope.locale, t: translator(scope.locale) }
  const pdf = await renderSpecSheetPdf(buildSpecSheet(product, context, settings, generatedAt))
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      // Downloaded, never shown as a page of this origin; the sandbox covers viewers that show it anyway.
      'content-disposition': `attachment; filename="${product.sku}-specifications.pdf"`,
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  })
}
