import { listParam, recipeListingPage } from '../../listing-page'

const route = recipeListingPage(({ rest }) => ({
  kind: 'all',
  tail: ['oldest', ...listParam(rest)],
}))

export function generateStaticParams(): { rest: string[] }[] {
  return []
}

export const generateMetadata = route.generateMetadata
export default route.Page
