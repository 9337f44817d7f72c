import { createLocalized, type SeedContext, tagsOf } from '../context'
import { SAMPLE_BAG } from '../data/sample-bag-settings'

/** Sample orders go to the leads form group's handler, as lead forms do. */
export async function seedSampleBagSettings(
  ctx: SeedContext,
  formGroup: number | null,
): Promise<void> {
  const { continueBrowsing, ...texts } = SAMPLE_BAG
  await createLocalized(
    ctx,
    'sample-bag-settings',
    { internalTitle: 'Sample bag', maxItems: 5, regionTags: tagsOf('all'), formGroup },
    (locale) => ({
      ...Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, text[locale]])),
      continueBrowsingLink: {
        title: continueBrowsing[locale],
        siteRoute: 'productIndex',
        externalLink: false,
      },
    }),
  )
}
