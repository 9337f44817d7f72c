import type { Metadata } from 'next'
import { getRecipeBySlug } from '@/content/recipes'
import { recipePrintMetadata } from '@/features/recipes/recipe-metadata'
import { RecipePrintView } from '@/features/recipes/print/recipe-print-view'
import { resolveScope, type SiteParams } from '../../../../../scope'
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
  return scope && recipe ? recipePrintMetadata(scope, recipe) : {}
}

export default async function RecipePrintPage({ params }: Props) {
  const [scope, { slug }] = await Promise.all([resolveScope(params), params])
  const recipe = scope ? await getRecipeBySlug(scope, slug) : null
  if (!scope || !recipe) return <NotFoundPage />
  return <RecipePrintView recipe={recipe} scope={scope} />
}
