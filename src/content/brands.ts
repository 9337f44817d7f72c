import { tagsFor } from '@/lib/cache-tags'
import { DEFAULT_REGION_ID } from '@/routing/regions'
import { runQuery } from './client'
import { BrandDetailsDocument } from './generated/graphql'
import { toImage, type Image } from './images'
import { type ContentScope, scopeVariables } from './scope'

export interface BrandDetails {
  id: number
  name: string
  slug: string
  tagline: string | null
  description: string | null
  logo: Image | null
  logos: BrandLogos
}

export interface BrandLogos {
  fullColour: Image | null
  black: Image | null
  white: Image | null
  inPageNavigation: Image | null
}

// Spec §7: a region without its own copy of the brand falls back to the default region's.
export async function getBrandDetails(
  scope: ContentScope,
  brandPrimaryId: string,
): Promise<BrandDetails | null> {
  for (const regionId of new Set([scope.regionId, DEFAULT_REGION_ID])) {
    const vars = scopeVariables({ ...scope, regionId })
    const data = await runQuery(
      scope,
      BrandDetailsDocument,
      { ...vars, brandPrimaryId },
      { tags: tagsFor('brands', vars.regionTag) },
    )
    const docs = data.Brands?.docs ?? []
    if (docs.length > 1)
      console.warn(
        `brand ${brandPrimaryId}: ${docs.length} entries in ${regionId}, using the first`,
      )
    const doc = docs[0]
    if (doc) {
      return {
        id: doc.id,
        name: doc.name ?? '',
        slug: doc.slug ?? '',
        tagline: doc.tagline ?? null,
        description: doc.description ?? null,
        logo: toImage(doc.logoFullColour),
        logos: {
          fullColour: toImage(doc.logoFullColour),
          black: toImage(doc.logoBlack),
          white: toImage(doc.logoWhite),
          inPageNavigation: toImage(doc.logoInPageNavigation),
        },
      }
    }
  }
  return null
}
