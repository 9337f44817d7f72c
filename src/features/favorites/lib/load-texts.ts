import 'server-only'
import { cache } from 'react'
import { type FavoritesContentType, getFavoritesSettings } from '@/content/favorites'
import type { ContentScope } from '@/content/scope'
import type { Locale } from '@/routing/locales'
import { type FavoritesTexts, toFavoritesTexts } from './texts'

// Keyed by primitives: every button of a page asks, and each holds its own scope object.
const load = cache(
  async (
    regionId: string,
    locale: Locale,
    previewToken: string | null,
    contentType: FavoritesContentType,
  ) => {
    const settings = await getFavoritesSettings({ regionId, locale, previewToken }, contentType)
    return toFavoritesTexts(settings, locale)
  },
)

export function loadFavoritesTexts(
  scope: ContentScope,
  contentType: FavoritesContentType,
): Promise<FavoritesTexts> {
  return load(scope.regionId, scope.locale, scope.previewToken, contentType)
}
