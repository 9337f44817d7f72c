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
