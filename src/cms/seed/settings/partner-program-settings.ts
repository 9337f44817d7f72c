import { createLocalized, type SeedContext, tagsOf } from '../context'
import {
  PARTNER_FALLBACK,
  PARTNER_PROGRAM_VARIANTS,
  SEGMENT_MAPPINGS,
} from '../data/partner-program-settings'
import { paragraphsToRichText } from '../lexical'

export async function seedPartnerProgramSettings(ctx: SeedContext): Promise<void> {
  for (const { regions, ...variant } of PARTNER_PROGRAM_VARIANTS) {
    await createLocalized(
      ctx,
      'partner-program-settings',
      { ...variant, regionTags: tagsOf(regions), segmentMappings: SEGMENT_MAPPINGS },
      (locale) => ({
        unauthenticatedFallbackComponent: {
          kind: 'backgroundImageBanner',
          heading: PARTNER_FALLBACK.heading[locale],
          text: PARTNER_FALLBACK.text[locale],
        },
        profileNotFoundMessage: paragraphsToRichText([PARTNER_FALLBACK.profileNotFound[locale]]),
      }),
    )
  }
}

/** Once the pages exist: the program's home and registration pages; each region's settings id by region tag. */
export async function linkPartnerProgramPages(
  ctx: SeedContext,
  pages: { index: number | null; registration: number | null },
): Promise<Map<string, number>> {
  const { docs } = await ctx.payload.find({
    collection: 'partner-program-settings',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  const byRegionTag = new Map<string, number>()
  for (const doc of docs) {
    await ctx.payload.update({
      collection: 'partner-program-settings',
      id: doc.id,
      data: {
        partnerIndexPage: pages.index,
        partnerRegistrationPage: pages.registration,
        _status: 'published',
      },
      overrideAccess: true,
      context: { skipRevalidate: true, skipSearchIndex: true },
    })
    for (const tag of doc.regionTags ?? []) byRegionTag.set(tag, doc.id)
  }
  return byRegionTag
}
