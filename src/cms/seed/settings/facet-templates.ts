import { createLocalized, type SeedContext, tagsOf } from '../context'
import { FACET_TEMPLATES } from '../data/facet-templates'

async function categoryIds(ctx: SeedContext, slugs: readonly string[]): Promise<number[]> {
  if (slugs.length === 0) return []
  const { docs } = await ctx.payload.find({
    collection: 'product-categories',
    where: { slug: { in: slugs } },
    depth: 0,
    limit: slugs.length,
    overrideAccess: true,
  })
  return docs.map((doc) => doc.id)
}

export async function seedFacetTemplates(ctx: SeedContext): Promise<void> {
  for (const template of FACET_TEMPLATES) {
    await createLocalized(
      ctx,
      'facet-templates',
      {
        slug: template.slug,
        contentKind: template.contentKind,
        categories: await categoryIds(ctx, template.categories ?? []),
        joinType: 'and',
        initialQueryFilters: [],
        regionTags: tagsOf('all'),
      },
      (locale) => ({
        name: template.name[locale],
        filters: template.filters.map((filter) => ({
          name: filter.name[locale],
          searchAttribute: filter.searchAttribute,
          type: filter.type,
          refinementOperator: filter.refinementOperator ?? 'or',
          unitLabel: filter.unitLabel?.[locale],
        })),
      }),
    )
  }
}
