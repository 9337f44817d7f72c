import type { Block } from 'payload'
import { anchorIdField } from '../in-page-navigation/anchor-id'

/** Renders in the product finder feature; the page route maps it there. */
export const ProductFinderBlock: Block = {
  slug: 'productFinder',
  interfaceName: 'ProductFinderBlock',
  graphQL: { singularName: 'ProductFinderBlock' },
  fields: [
    anchorIdField,
    { name: 'finder', type: 'relationship', relationTo: 'product-finders', required: true },
  ],
}
