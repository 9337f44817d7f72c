import type { Metadata } from 'next'
import { getRecipeBySlug } from '@/content/recipes'
import { recipeMetadata } from '@/features/recipes/recipe-metadata'
import { RecipeView } from '@/features/recipes/recipe-view'
import { resolveScope, type SiteParams } from '../../../../scope'
import { recipeSlots } from '../recipe-slots'
import { NotFoundPage } from '@/components/layout/not-found-page'

interface Props {
  params: Promise<SiteParams & { slug: string }>
}

export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [scope, { slug }] = await Promise.all([resolveScope(params), params])
  const recipe = scope ? await getRecipeBySlug(scope, slug) : null
  return scope && recipe ? recipeMetadata(scope, recipe) : {}
}

export default async function RecipePage({ params }: Props) {
  const [scope, { slug }] = await Promise.all([resolveScope(params), params])
  const recipe = scope ? await getRecipeBySlug(scope, slug) : null
  if (!scope || !recipe) return <NotFoundPage />
  return <RecipeView recipe={recipe} scope={scope} slots={recipeSlots} />
}
