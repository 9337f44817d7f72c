import { createLocalized, type SeedContext, tagsOf } from './context'
import { LISTING_PAGES } from './data/listing-pages'

async function templateId(ctx: SeedContext, slug: string): Promise<number> {
  const { docs } = await ctx.payload.find({
    collection: 'facet-templates',
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const id = docs[0]?.id
  if (id === undefined) throw new Error(`listing pages: no facet template ${slug}`)
  return id
}

/** The generic pages that hold the seeded facet listings, in every region. */
export async function seedListingPages(ctx: SeedContext, pages: Map<string, number>) {
  for (const page of LISTING_PAGES) {
    const template = await templateId(ctx, page.template)
    const id = await createLocalized(
      ctx,
      'pages',
      {
        internalTitle: page.title.en,
        slug: page.slug,
        regionTags: tagsOf('all'),
        showBreadcrumbs: true,
        searchBarLocation: 'none',
      },
      (locale) => ({
        title: page.title[locale],
        components: [
          { blockType: 'plainHtml', html: `<p>${page.intro[locale]}</p>` },
          { blockType: page.block, template },
        ],
        pageMetadata: { title: page.title[locale], description: page.intro[locale] },
      }),
    )
    pages.set(page.slug, id)
  }
  ctx.log(`listing pages: ${LISTING_PAGES.map((page) => page.slug).join(', ')}`)
}
