import { createLocalized, type SeedContext, tagsOf } from './context'
import { FINDER_PAGE, FINDER_PAGE_SLUG } from './data/product-finder-page'

/** The generic page `/product-finder` in every region, drawing the seeded finder. */
export async function seedProductFinderPage(
  ctx: SeedContext,
  pages: Map<string, number>,
): Promise<void> {
  const found = await ctx.payload.find({
    collection: 'product-finders',
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const finder = found.docs[0]?.id
  if (finder === undefined) throw new Error('seed the product finder before its page')
  const id = await createLocalized(
    ctx,
    'pages',
    {
      internalTitle: FINDER_PAGE.title.en,
      slug: FINDER_PAGE_SLUG,
      regionTags: tagsOf('all'),
      showBreadcrumbs: true,
    },
    (locale) => ({
      title: FINDER_PAGE.title[locale],
      headerMarquee: [
        {
          blockType: 'sectionHeader',
          h1: true,
          heading: FINDER_PAGE.heading[locale],
          subHeading: FINDER_PAGE.subheading[locale],
        },
      ],
      components: [{ blockType: 'productFinder', finder }],
      pageMetadata: {
        title: FINDER_PAGE.title[locale],
        description: FINDER_PAGE.metaDescription[locale],
      },
    }),
  )
  pages.set(FINDER_PAGE_SLUG, id)
  ctx.log('pages: product finder')
}
