import { recipeListingPage, bySlug } from '../../../listing-page'

const route = recipeListingPage(bySlug('category'))

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
