import { blogListingPage, listParam, textParam } from '../../../listing-page'

const route = blogListingPage(({ slug, rest }) => ({
  kind: 'category',
  slug: textParam(slug),
  tail: listParam(rest),
}))

export function generateStaticParams(): { slug: string; rest: string[] }[] {
  return []
}

export const generateMetadata = route.generateMetadata
export default route.Page
