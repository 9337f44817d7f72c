import { recipeListingPage } from './listing-page'

const route = recipeListingPage(() => ({ kind: 'all', tail: [] }))

export const generateMetadata = route.generateMetadata
export default route.Page
