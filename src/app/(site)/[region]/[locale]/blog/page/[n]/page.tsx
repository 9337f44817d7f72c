import { blogListingPage, textParam } from '../../listing-page'

const route = blogListingPage(({ n }) => ({ kind: 'all', tail: ['page', textParam(n)] }))

export const generateStaticParams = route.generateStaticParams

export const generateMetadata = route.generateMetadata
export default route.Page
