import { env } from '@/lib/env'
import { buildPath, recipePath } from '@/routing/build'
import type { Locale } from '@/routing/locales'

/** The print view sits under the recipe, so mexico/es `receta/{slug}/print` reaches it through the same rewrite. */
export const recipePrintPath = (regionId: string, locale: Locale, slug: string) =>
  buildPath({ regionId, locale, segments: ['recipe', slug, 'print'] })

export const absoluteRecipeUrl = (regionId: string, locale: Locale, slug: string) =>
  new URL(recipePath(regionId, locale, slug), env().SITE_URL).toString()
