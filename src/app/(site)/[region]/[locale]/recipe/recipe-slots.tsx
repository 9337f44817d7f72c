import { RecipeFavoriteAction } from '@/features/favorites/recipe-favorite-action'
import type { RecipeSlots } from '@/features/recipes/recipe-slots'

/** The other features' parts on recipe pages, composed here so features stay apart. */
export const recipeSlots: RecipeSlots = {
  recipeActions: (recipe, scope) => (
    <RecipeFavoriteAction slug={recipe.slug} name={recipe.name} scope={scope} />
  ),
}
