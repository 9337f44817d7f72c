import type { Block } from 'payload'
import { anchorIdField } from './in-page-navigation/anchor-id'

/**
 * A facet template's listing on a page, for the template kind it names. Renders in the listings
 * feature (`src/features/listings`); the page route maps it there.
 */
export function facetListingBlock(kind: 'products' | 'recipes', name: string): Block {
  return {
    slug: kind === 'products' ? 'productFacetTemplate' : 'recipeFacetTemplate',
    interfaceName: name,
    graphQL: { singularName: name },
    fields: [
      anchorIdField,
      {
        name: 'template',
        type: 'relationship',
        relationTo: 'facet-templates',
        required: true,
        filterOptions: { contentKind: { equals: kind } },
      },
    ],
  }
}
