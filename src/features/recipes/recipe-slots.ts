import type { ReactNode } from 'react'
import type { ContentScope } from '@/content/scope'

export interface RecipeIdentity {
  slug: string
  name: string
}

/** The route composes them, so features stay apart. */
export interface RecipeSlots {
  recipeActions?: (recipe: RecipeIdentity, scope: ContentScope) => ReactNode
}
