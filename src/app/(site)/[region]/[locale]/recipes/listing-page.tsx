import {
  recipeListingMetadata,
  type RecipeListingRequest,
  renderRecipeListing,
} from '@/features/recipes/listing/recipe-listing-route'
import { type ListingParams, listingPage } from '../listing-page'

export { listParam, textParam } from '../listing-page'

export const recipeListingPage = (toRequest: (values: ListingParams) => RecipeListingRequest) =>
  listingPage({ render: renderRecipeListing, metadata: recipeListingMetadata }, toRequest)
