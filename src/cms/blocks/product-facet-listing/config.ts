import type { Block } from 'payload'
import { anchorIdField } from '../in-page-navigation/anchor-id'

/** Renders in the listings feature (`src/features/listings`); the page route maps it there. */
export const ProductFacetBlock: Block = {
  slug: 'productFacetTemplate',
  interfaceName: 'ProductFacetBlock',
  graphQL: { singularName: 'ProductFacetBlock' },
  fields: [
    anchorIdField,
    {
      name: 'template',
      type: 'relationship',
      relationTo: 'facet-templates',
      required: true,
      filterOptions: { contentKind: { equals: 'products' } },
    },
  ],
}
