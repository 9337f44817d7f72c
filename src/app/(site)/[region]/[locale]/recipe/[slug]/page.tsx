import { recipeMetadata } from '@/features/recipes/recipe-metadata'
import { RecipeView } from '@/features/recipes/recipe-view'
import { recipePage } from '../recipe-page'
import { recipeSlots } from '../recipe-slots'

const route = recipePage(
  (scope, recipe) => <RecipeView recipe={recipe} scope={scope} slots={recipeSlots} />,
  recipeMetadata,
)

export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
