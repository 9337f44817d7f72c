import { getRecipeBySlug, getRecipePageSettings } from '@/content/recipes'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { markdownResponse, plainTextResponse } from '@/lib/markdown/markdown-response'
import { siteUrl } from '@/lib/site-origin'
import { recipePath } from '@/routing/build'
import { recipePageTexts } from '../lib/page-texts'
import { recipeMarkdown } from './recipe-markdown'

export async function recipeMarkdownResponse(
  scope: ContentScope | null,
  slug: string | null,
): Promise<Response> {
  const recipe = scope && slug ? await getRecipeBySlug(scope, slug) : null
  if (!scope || !recipe) return plainTextResponse('Not found', 404)
  const settings = await getRecipePageSettings(scope)
  const t = translator(scope.locale)
  const body = recipeMarkdown(recipe, {
    locale: scope.locale,
    t,
    texts: recipePageTexts(settings, t),
    absolute: siteUrl,
  })
  return markdownResponse(
    body,
    siteUrl(recipePath(scope.regionId, scope.locale, recipe.slug)),
    !recipe.noIndex,
  )
}
