import { blogListingPage, bySlug } from '../../../listing-page'

const route = blogListingPage(bySlug('author'))

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
