import { createLocalized, type SeedContext, tagsOf } from '../context'
import { RECENTLY_VIEWED_TITLE } from '../data/recently-viewed-sections'

export async function seedRecentlyViewedSections(ctx: SeedContext): Promise<void> {
  await createLocalized(
    ctx,
    'recently-viewed-sections',
    { internalTitle: 'Recently viewed products', maxItems: 10, regionTags: tagsOf('all') },
    (locale) => ({ title: RECENTLY_VIEWED_TITLE[locale] }),
  )
}
