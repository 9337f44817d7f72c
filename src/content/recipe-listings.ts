import { collectionTag, tagsFor } from '@/lib/cache-tags'
import type { ListingSort } from '@/lib/listing-place'
import { runQuery } from './client'
import { RecipeListingDocument, type Recipe_Where } from './generated/graphql'
import { type RecipeCard, toRecipeCard } from './recipes'
import { type ContentScope, regionWhere, scopeVariables } from './scope'

export const RECIPES_PER_PAGE = 12
export const LINKED_RECIPES_LIMIT = 10

export interface RecipeListing {
  recipes: RecipeCard[]
  page: number
  totalPages: number
  totalRecipes: number
}

export type RecipeListingFilter = { kind: 'all' } | { kind: 'category'; id: number }

export type RecipeLink = 'linkedProducts' | 'brands' | 'categories'

export const recipeListingTags = (scope: ContentScope) => [
  ...tagsFor('recipes', scopeVariables(scope).regionTag),
  // Who may read a recipe is its authentication context's to say: an edit there changes listings.
  ...['media', 'authentication-contexts'].map(collectionTag),
]

export async function queryRecipes(
  scope: ContentScope,
  where: Recipe_Where,
  sort: ListingSort,
  page: number,
  limit: number,
): Promise<RecipeListing> {
  const { locale } = scopeVariables(scope)
  const variables = {
    where: { ...regionWhere(scope), ...where },
    sort: sort === 'oldest' ? 'publishedDate' : '-publishedDate',
    page,
    limit,
    locale,
  }
  // Recipes for some partners only: a signed-in partner's listing is their own.
  const listing = await runQuery(scope, RecipeListingDocument, variables, {
    tags: recipeListingTags(scope),
    gated: true,
  })
  const result = listing.Recipes
  return {
    recipes: (result?.docs ?? []).flatMap((doc) => toRecipeCard(doc, scope) ?? []),
    page: result?.page ?? page,
    totalPages: result?.totalPages ?? 0,
    totalRecipes: result?.totalDocs ?? 0,
  }
}

export function listRecipes(
  scope: ContentScope,
  filter: RecipeListingFilter,
  sort: ListingSort,
  page: number,
): Promise<RecipeListing> {
  const where: Recipe_Where = filter.kind === 'category' ? { categories: { in: [filter.id] } } : {}
  return queryRecipes(scope, where, sort, page, RECIPES_PER_PAGE)
}

export async function listLinkedRecipes(
  scope: ContentScope,
  link: RecipeLink,
  ids: readonly number[],
  excludeId?: number,
): Promise<RecipeCard[]> {
  if (ids.length === 0) return []
  const where: Recipe_Where = {
    [link]: { in: [...ids] },
    ...(excludeId === undefined ? {} : { id: { not_equals: excludeId } }),
  }
  return (await queryRecipes(scope, where, 'newest', 1, LINKED_RECIPES_LIMIT)).recipes
}
