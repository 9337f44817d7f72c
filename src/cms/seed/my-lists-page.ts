import { createLocalized, type SeedContext, tagsOf } from './context'
import { MY_LISTS, MY_LISTS_SLUG } from './data/my-lists-page'

/** The recently viewed section seeded with the settings (`settings/recently-viewed-sections.ts`). */
async function recentlyViewedSection(ctx: SeedContext): Promise<number> {
  const found = await ctx.payload.find({
    collection: 'recently-viewed-sections',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    sort: '-maxItems',
  })
  const id = found.docs[0]?.id
  if (typeof id !== 'number') throw new Error('my-lists: no recently viewed section is seeded')
  return id
}

/**
 * One page for every region: the visitor's favorite products, recently viewed products and sample
 * bag. The bag comes last: its order form appears once it holds products, and pushes nothing down.
 */
export async function seedMyListsPage(ctx: SeedContext): Promise<number> {
  const section = await recentlyViewedSection(ctx)
  const id = await createLocalized(
    ctx,
    'pages',
    {
      internalTitle: MY_LISTS.title.en,
      slug: MY_LISTS_SLUG,
      parentPage: null,
      regionTags: tagsOf('all'),
      showBreadcrumbs: true,
    },
    (locale) => ({
      title: MY_LISTS.title[locale],
      headerMarquee: [
        {
          blockType: 'sectionHeader',
          h1: true,
          heading: MY_LISTS.title[locale],
          subHeading: MY_LISTS.subheading[locale],
        },
      ],
      components: [
        { blockType: 'favorites', kind: 'products', title: MY_LISTS.favoritesTitle[locale] },
        { blockType: 'recentlyViewedProducts', section },
        { blockType: 'sampleBag' },
      ],
      pageMetadata: {
        title: MY_LISTS.title[locale],
        description: MY_LISTS.description[locale],
        robotsNoIndex: true,
      },
    }),
  )
  ctx.log('pages: my-lists with favorites, recently viewed and sample bag blocks')
  return id
}
