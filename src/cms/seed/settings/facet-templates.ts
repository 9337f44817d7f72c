import { createLocalized, type SeedContext, tagsOf } from '../context'
import { FACET_TEMPLATES } from '../data/facet-templates'

export async function seedFacetTemplates(ctx: SeedContext): Promise<void> {
  for (const template of FACET_TEMPLATES) {
    await createLocalized(
      ctx,
      'facet-templates',
      {
        slug: template.slug,
        contentKind: template.contentKind,
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
          refinementOperator: filter.refinementOperator,
        })),
      }),
    )
  }
}
