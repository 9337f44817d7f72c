import { tagsFor } from '@/lib/cache-tags'
import { productPath } from '@/routing/build'
import { runQuery } from './client'
import { ProductVariantsDocument, type Product_Where } from './generated/graphql'
import type { ProductDetail } from './products'
import { type ContentScope, regionWhere, scopeVariables } from './scope'

/** The product itself and at most 11 others: a switcher, not a listing. */
export const MAX_PRODUCT_VARIANTS = 12

export interface ProductVariant {
  sku: string
  label: string
  href: string
  current: boolean
}

interface VariantFields {
  id: number
  sku?: string | null
  cutSize?: string | null
  casePackDescription?: string | null
}

export function variantLabel(doc: VariantFields): string {
  const parts = [doc.cutSize, doc.casePackDescription].flatMap((part) => part?.trim() || [])
  return parts.length > 0 ? parts.join(' · ') : (doc.sku ?? '')
}

/** The product and its published siblings in sku order; nothing when it has no sibling. */
export function toVariants(
  scope: ContentScope,
  product: VariantFields,
  siblings: readonly VariantFields[],
): ProductVariant[] {
  const others = siblings.filter((doc) => doc.id !== product.id && doc.sku)
  if (others.length === 0 || !product.sku) return []
  return [product, ...others]
    .slice(0, MAX_PRODUCT_VARIANTS)
    .flatMap((doc) =>
      doc.sku
        ? [
            {
              sku: doc.sku,
              label: variantLabel(doc),
              href: productPath(scope.regionId, scope.locale, doc.sku),
              current: doc.id === product.id,
            },
          ]
        : [],
    )
    .sort((a, b) => a.sku.localeCompare(b.sku))
}

/** Spec §7 "cut pack by marketing name": other cut and pack sizes sold under the same name. */
export async function listProductVariants(
  scope: ContentScope,
  product: ProductDetail,
): Promise<ProductVariant[]> {
  const marketingName = product.marketingName?.trim()
  if (!marketingName || !product.sku) return []
  const { regionTag, locale } = scopeVariables(scope)
  const where: Product_Where = {
    ...regionWhere(scope),
    marketingName: { equals: marketingName },
    id: { not_equals: product.id },
    // Even in preview: a link to a draft sibling would be a 404 for everyone else.
    _status: { equals: 'published' },
  }
  const variables = { where, limit: MAX_PRODUCT_VARIANTS - 1, locale }
  const data = await runQuery(scope, ProductVariantsDocument, variables, {
    tags: tagsFor('products', regionTag),
  })
  return toVariants(scope, product, data.Products?.docs ?? [])
}
