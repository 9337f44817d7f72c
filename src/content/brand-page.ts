import { regionsTagged } from '@/routing/alternates'
import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { brandPath } from '@/routing/build'
import { type BrandDetails, getBrandDetails } from './brands'
import { runQuery } from './client'
import { BrandPrimaryBySlugDocument, BrandsInRegionDocument } from './generated/graphql'
import { type Image, toImage } from './images'
import { listLinkedRecipes } from './recipe-listings'
import type { RecipeCard } from './recipes'
import { listProductPage, type ProductListing } from './products'
import { type ContentScope, scopeVariables } from './scope'
import { isSlug } from './slug'

export const BRAND_PRODUCTS_PER_PAGE = 12

export interface BrandPageBrand extends BrandDetails {
  /** The region's brand entry and the one the details came from: either may be referenced. */
  ids: number[]
  /** The regions the region's brand entry is published in. */
  regionIds: string[]
}

// The region's own brand-primary entry decides whether the brand has a page here.
export async function getBrandBySlug(
  scope: ContentScope,
  slug: string,
): Promise<BrandPageBrand | null> {
  if (!isSlug(slug)) return null
  const vars = scopeVariables(scope)
  const data = await runQuery(
    scope,
    BrandPrimaryBySlugDocument,
    { ...vars, slug },
    { tags: tagsFor('brands', vars.regionTag) },
  )
  const primary = data.Brands?.docs[0]
  if (!primary?.brandPrimaryId) return null
  const details = await getBrandDetails(scope, primary.brandPrimaryId)
  if (!details) return null
  return {
    ...details,
    slug,
    ids: [...new Set([primary.id, details.id])],
    regionIds: regionsTagged(primary.regionTags),
  }
}

export function listBrandProducts(
  scope: ContentScope,
  brand: BrandPageBrand,
  page: number,
): Promise<ProductListing> {
  const { regionTag } = scopeVariables(scope)
  const tags = [...tagsFor('products', regionTag), ...['brands', 'media'].map(collectionTag)]
  const where = { brand: { in: brand.ids } }
  return listProductPage(scope, where, page, BRAND_PRODUCTS_PER_PAGE, tags)
}

export function listBrandRecipes(
  scope: ContentScope,
  brand: BrandPageBrand,
): Promise<RecipeCard[]> {
  return listLinkedRecipes(scope, 'brands', brand.ids)
}

export interface BrandCard {
  id: number
  name: string
  tagline: string | null
  href: string
  /** Cards are light, so the full-colour logo, else the black one. */
  logo: Image | null
}

export async function listRegionBrands(scope: ContentScope): Promise<BrandCard[]> {
  const vars = scopeVariables(scope)
  const tags = [...tagsFor('brands', vars.regionTag), collectionTag('media')]
  const data = await runQuery(scope, BrandsInRegionDocument, vars, { tags })
  return (data.Brands?.docs ?? []).flatMap((doc) =>
    doc.slug && doc.name
      ? [
          {
            id: doc.id,
            name: doc.name,
            tagline: doc.tagline ?? null,
            href: brandPath(scope.regionId, scope.locale, doc.slug),
            logo: toImage(doc.logoFullColour) ?? toImage(doc.logoBlack),
          },
        ]
      : [],
  )
}
