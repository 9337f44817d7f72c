import { facetListingBlock } from '../facet-listing-block'

export const RecipeFacetBlock = facetListingBlock('recipes', 'RecipeFacetBlock')
