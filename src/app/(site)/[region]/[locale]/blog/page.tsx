import { blogListingPage } from './listing-page'

const route = blogListingPage(() => ({ kind: 'all', tail: [] }))

export const generateMetadata = route.generateMetadata
export default route.Page
