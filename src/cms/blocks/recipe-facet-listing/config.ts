import type { Block } from 'payload'
import { anchorIdField } from '../in-page-navigation/anchor-id'

/** Renders in the listings feature (`src/features/listings`); the page route maps it there. */
export const RecipeFacetBlock: Block = {
  slug: 'recipeFacetTemplate',
  interfaceName: 'RecipeFacetBlock',
  graphQL: { singularName: 'RecipeFacetBlock' },
  fields: [
    anchorIdField,
    {
      name: 'template',
      type: 'relationship',
      relationTo: 'facet-templates',
      required: true,
      filterOptions: { contentKind: { equals: 'recipes' } },
    },
  ],
}
