import {
  recipeListingMetadata,
  type RecipeListingRequest,
  renderRecipeListing,
} from '@/features/recipes/listing/recipe-listing-route'
import { type RouteParams, routePage } from '../route-page'

export { bySlug, listParam, textParam } from '../route-page'

export const recipeListingPage = (toRequest: (values: RouteParams) => RecipeListingRequest) =>
  routePage({ render: renderRecipeListing, metadata: recipeListingMetadata }, toRequest)
