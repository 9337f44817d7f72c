import { listRecipeCardsBySlugs, MAX_RECIPE_LOOKUP, type RecipeCard } from '@/content/recipes'
import type { ContentScope } from '@/content/scope'
import type { FavoriteEntry } from './entry'
import { type FavoriteRecipe, resolveRecipeFavorites } from './resolve'

export type FavoriteRecipeCard = FavoriteRecipe<RecipeCard>

export function resolveRecipeFavoritesIn(
  scope: ContentScope,
  entries: readonly FavoriteEntry[],
): Promise<FavoriteRecipeCard[]> {
  return resolveRecipeFavorites(entries.slice(0, MAX_RECIPE_LOOKUP), (slugs) =>
    listRecipeCardsBySlugs(scope, slugs),
  )
}
