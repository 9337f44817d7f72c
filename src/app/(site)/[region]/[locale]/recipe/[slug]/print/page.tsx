import { RecipePrintView } from '@/features/recipes/print/recipe-print-view'
import { recipePrintMetadata } from '@/features/recipes/recipe-metadata'
import { recipePage } from '../../recipe-page'

const route = recipePage(
  (scope, recipe) => <RecipePrintView recipe={recipe} scope={scope} />,
  recipePrintMetadata,
)

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
