import type { ReactNode } from 'react'
import type { ContentScope } from '@/content/scope'

/** What another feature needs to act on a recipe (favorite it): recipes are matched by slug. */
export interface RecipeIdentity {
  slug: string
  name: string
}

/** Parts other features put on the recipe page; the route composes them, so features stay apart. */
export interface RecipeSlots {
  recipeActions?: (recipe: RecipeIdentity, scope: ContentScope) => ReactNode
}
