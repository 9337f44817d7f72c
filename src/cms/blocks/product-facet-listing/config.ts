import { facetListingBlock } from '../facet-listing-block'

export const ProductFacetBlock = facetListingBlock('products', 'ProductFacetBlock')
