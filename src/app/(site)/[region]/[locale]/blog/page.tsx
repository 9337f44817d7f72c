import { listingPage } from './listing-page'

const route = listingPage(() => ({ kind: 'all', tail: [] }))

export const generateMetadata = route.generateMetadata
export default route.Page
