import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { pickAtRandom } from '@/lib/pick-at-random'
import { runQuery } from './client'
import {
  RecipeCategoriesInRegionDocument,
  RecipeCategoryBySlugDocument,
  type RecipeCategoryFieldsFragment,
} from './generated/graphql'
import { type Image, toImage } from './images'
import { type ContentScope, regionWhere, scopeVariables } from './scope'
import { isSlug } from './slug'

export const RECIPE_COLLECTIONS_FETCH = 200
export const RECIPE_COLLECTIONS_SHOWN = 3

export interface RecipeCategory {
  id: number
  slug: string
  name: string
  image: Image | null
  isCollection: boolean
}

const categoryTags = (scope: ContentScope) => [
  ...tagsFor('recipe-categories', scopeVariables(scope).regionTag),
  collectionTag('media'),
]

function toCategory(doc: RecipeCategoryFieldsFragment): RecipeCategory | null {
  if (!doc.slug || !doc.name) return null
  return {
    id: doc.id,
    slug: doc.slug,
    name: doc.name,
    image: toImage(doc.image),
    isCollection: doc.type === 'Collections',
  }
}

export async function getRecipeCategory(
  scope: ContentScope,
  slug: string,
): Promise<RecipeCategory | null> {
  if (!isSlug(slug)) return null
  const vars = { ...scopeVariables(scope), slug }
  const doc = (
    await runQuery(scope, RecipeCategoryBySlugDocument, vars, { tags: categoryTags(scope) })
  ).RecipeCategories?.docs[0]
  return doc ? toCategory(doc) : null
}

export async function listRecipeCategories(scope: ContentScope): Promise<RecipeCategory[]> {
  const { locale } = scopeVariables(scope)
  const data = await runQuery(
    scope,
    RecipeCategoriesInRegionDocument,
    { where: regionWhere(scope), limit: RECIPE_COLLECTIONS_FETCH, locale },
    { tags: categoryTags(scope) },
  )
  return (data.RecipeCategories?.docs ?? []).flatMap((doc) => toCategory(doc) ?? [])
}

// Runs when a page renders, so a cached page keeps its three until it is next rendered.
export function pickRecipeCollections(
  categories: readonly RecipeCategory[],
  random?: () => number,
): RecipeCategory[] {
  return pickAtRandom(
    categories.filter((category) => category.isCollection),
    RECIPE_COLLECTIONS_SHOWN,
    random,
  )
}
