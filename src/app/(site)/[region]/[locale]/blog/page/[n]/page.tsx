import { blogListingPage, textParam } from '../../listing-page'

const route = blogListingPage(({ n }) => ({ kind: 'all', tail: ['page', textParam(n)] }))

export function generateStaticParams(): { n: string }[] {
  return []
}

export const generateMetadata = route.generateMetadata
export default route.Page
