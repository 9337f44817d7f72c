import { RecipeFavoriteAction } from '@/features/favorites/recipe-favorite-action'
import type { RecipeSlots } from '@/features/recipes/recipe-slots'

export const recipeSlots: RecipeSlots = {
  recipeActions: (recipe, scope) => (
    <RecipeFavoriteAction slug={recipe.slug} name={recipe.name} scope={scope} />
  ),
}
