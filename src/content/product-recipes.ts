import { queryRecipes, type RecipeListing, RECIPES_PER_PAGE } from './recipe-listings'
import type { ContentScope } from './scope'

export interface RecipesOfProduct {
  id: number
  linkedRecipes?: readonly { slug?: string | null }[] | null
}

export function listProductRecipes(
  scope: ContentScope,
  product: RecipesOfProduct,
  page: number,
  limit = RECIPES_PER_PAGE,
): Promise<RecipeListing> {
  const linkedSlugs = (product.linkedRecipes ?? []).flatMap((recipe) =>
    recipe.slug ? [recipe.slug] : [],
  )
  const where = {
    OR: [
      { linkedProducts: { in: [product.id] } },
      ...(linkedSlugs.length > 0 ? [{ slug: { in: linkedSlugs } }] : []),
    ],
  }
  return queryRecipes(scope, where, 'newest', page, limit)
}
