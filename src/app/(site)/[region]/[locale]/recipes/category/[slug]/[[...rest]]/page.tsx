import { listParam, recipeListingPage, textParam } from '../../../listing-page'

const route = recipeListingPage(({ slug, rest }) => ({
  kind: 'category',
  slug: textParam(slug),
  tail: listParam(rest),
}))

export function generateStaticParams(): { slug: string; rest: string[] }[] {
  return []
}

export const generateMetadata = route.generateMetadata
export default route.Page
