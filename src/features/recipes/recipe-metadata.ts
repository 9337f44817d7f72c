import { FOLLOW_ONLY } from '@/components/layout/robots'
import {
  socialMetadata,
  withAlternates,
  withMarkdownCopy,
} from '@/components/layout/social-metadata'
import type { Metadata } from 'next'
import type { RecipeDetail } from '@/content/recipes'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { recipeMarkdownPath, recipePath } from '@/routing/build'

export function recipeMetadata(scope: ContentScope, recipe: RecipeDetail): Metadata {
  const description = recipe.metaDescription ?? recipe.description ?? undefined
  const canonical = recipePath(scope.regionId, scope.locale, recipe.slug)
  const metadata: Metadata = {
    title: recipe.metaTitle ?? recipe.name,
    description,
    alternates: { canonical },
    ...socialMetadata({ title: recipe.name, description, canonical, image: recipe.image }),
    robots: recipe.noIndex ? FOLLOW_ONLY : undefined,
  }
  return withMarkdownCopy(
    withAlternates(metadata, canonical, recipe.regionIds),
    recipeMarkdownPath(scope.regionId, scope.locale, recipe.slug),
  )
}

/** A printable copy of the recipe page, which is the one to index. */
export function recipePrintMetadata(scope: ContentScope, recipe: RecipeDetail): Metadata {
  return {
    title: translator(scope.locale)('recipes.printTitle', { name: recipe.name }),
    alternates: { canonical: recipePath(scope.regionId, scope.locale, recipe.slug) },
    robots: FOLLOW_ONLY,
  }
}
