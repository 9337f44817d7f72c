import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { recipePath } from '@/routing/build'
import { runQuery } from './client'
import { ProductRecipesDocument } from './generated/graphql'
import { type Image, toImage } from './images'
import { type ContentScope, scopeVariables } from './scope'

/** Product recipe listings show 12 recipes a page, like the category listings. */
export const RECIPES_PER_PAGE = 12

export interface RecipeCard {
  id: number
  name: string
  description: string | null
  image: Image | null
  href: string
}

export interface RecipeListing {
  recipes: RecipeCard[]
  page: number
  totalPages: number
  totalRecipes: number
}

export interface RecipesOfProduct {
  id: number
  linkedRecipes?: readonly { slug?: string | null }[] | null
}

/** Recipes that use the product or that the product links to, newest first, a page at a time. */
export async function listProductRecipes(scope: ContentScope, product: RecipesOfProduct, page: number, limit = RECIPES_PER_PAGE): Promise<RecipeListing> {
  const vars = scopeVariables(scope)
  const linkedSlugs = (product.linkedRecipes ?? []).flatMap((recipe) => (recipe.slug ? [recipe.slug] : []))
  const tags = [...tagsFor('recipes', vars.regionTag), collectionTag('media')]
  const data = await runQuery(scope, ProductRecipesDocument, { ...vars, productId: product.id, linkedSlugs, page, limit }, { tags })
  const result = data.Recipes
  return {
    recipes: (result?.docs ?? []).flatMap((doc) =>
      doc.slug && doc.name
        ? [{ id: doc.id, name: doc.name, description: doc.description ?? null, image: toImage(doc.image), href: recipePath(scope.regionId, scope.locale, doc.slug) }]
        : [],
    ),
    page: result?.page ?? page,
    totalPages: result?.totalPages ?? 0,
    totalRecipes: result?.totalDocs ?? 0,
  }
}
