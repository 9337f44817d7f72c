import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { runQuery } from './client'
import { ProductLinkedRecipesDocument } from './generated/graphql'
import { queryRecipes, type RecipeListing, RECIPES_PER_PAGE } from './recipe-listings'
import { type ContentScope, scopeVariables } from './scope'

export interface RecipesOfProduct {
  id: number
  sku: string
}

/** The recipes the product links to that this reader may see: the only per-reader part of a product. */
async function linkedRecipeSlugs(scope: ContentScope, sku: string): Promise<string[]> {
  const vars = scopeVariables(scope)
  const data = await runQuery(
    scope,
    ProductLinkedRecipesDocument,
    { ...vars, sku },
    {
      tags: [
        ...tagsFor('products', vars.regionTag),
        ...['recipes', 'authentication-contexts'].map(collectionTag),
      ],
      gated: true,
    },
  )
  return (data.Products?.docs[0]?.linkedRecipes ?? []).flatMap((recipe) =>
    recipe.slug ? [recipe.slug] : [],
  )
}

export async function listProductRecipes(
  scope: ContentScope,
  product: RecipesOfProduct,
  page: number,
  limit = RECIPES_PER_PAGE,
): Promise<RecipeListing> {
  const linkedSlugs = await linkedRecipeSlugs(scope, product.sku)
  const where = {
    OR: [
      { linkedProducts: { in: [product.id] } },
      ...(linkedSlugs.length > 0 ? [{ slug: { in: linkedSlugs } }] : []),
    ],
  }
  return queryRecipes(scope, where, 'newest', page, limit)
}
