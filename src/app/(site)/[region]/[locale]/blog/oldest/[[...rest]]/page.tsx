import { blogListingPage, listParam } from '../../listing-page'

const route = blogListingPage(({ rest }) => ({ kind: 'all', tail: ['oldest', ...listParam(rest)] }))

export const generateStaticParams = route.generateStaticParams

export const generateMetadata = route.generateMetadata
export default route.Page
