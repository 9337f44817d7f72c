import { createLocalized, type SeedContext, tagsOf } from '../context'
import { SAMPLE_BAG } from '../data/sample-bag-settings'

export async function seedSampleBagSettings(ctx: SeedContext): Promise<void> {
  const { continueBrowsing, ...texts } = SAMPLE_BAG
  await createLocalized(
    ctx,
    'sample-bag-settings',
    { internalTitle: 'Sample bag', maxItems: 5, regionTags: tagsOf('all') },
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
