import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { getRecipeBySlug, type RecipeDetail } from '@/content/recipes'
import type { ContentScope } from '@/content/scope'
import { routePage, textParam } from '../route-page'

type RecipeRender<Result> = (scope: ContentScope, recipe: RecipeDetail) => Result

export function recipePage(render: RecipeRender<ReactNode>, metadata: RecipeRender<Metadata>) {
  const find = async (scope: ContentScope | null, slug: string) =>
    scope ? getRecipeBySlug(scope, slug) : null
  return routePage(
    {
      async render(scope, slug: string) {
        const recipe = await find(scope, slug)
        return scope && recipe ? render(scope, recipe) : <NotFoundPage />
      },
      async metadata(scope, slug: string) {
        const recipe = await find(scope, slug)
        return scope && recipe ? metadata(scope, recipe) : {}
      },
    },
    ({ slug }) => textParam(slug),
  )
}
