import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { runQuery } from './client'
import { FavoritesSettingsDocument, type FavoritesSettingsQuery } from './generated/graphql'
import { type ContentScope, scopeVariables } from './scope'
import { nonBlank } from './text'

export type FavoritesContentType = 'products' | 'recipes'

type SettingsDoc = NonNullable<FavoritesSettingsQuery['FavoritesSettings']>['docs'][number]

export type FavoritesCta = NonNullable<SettingsDoc['emptyStateCta']>

export interface FavoritesSettings {
  header: string | null
  copy: string | null
  addConfirmationMessage: string | null
  removeConfirmationMessage: string | null
  addButtonLabel: string | null
  removeButtonLabel: string | null
  emptyStateHeader: string | null
  emptyStateCopy: string | null
  emptyStateCta: FavoritesCta | null
}

export function toFavoritesSettings(doc: SettingsDoc | null | undefined): FavoritesSettings {
  const cta = doc?.emptyStateCta
  return {
    header: nonBlank(doc?.header),
    copy: nonBlank(doc?.copy),
    addConfirmationMessage: nonBlank(doc?.addConfirmationMessage),
    removeConfirmationMessage: nonBlank(doc?.removeConfirmationMessage),
    addButtonLabel: nonBlank(doc?.addButtonLabel),
    removeButtonLabel: nonBlank(doc?.removeButtonLabel),
    emptyStateHeader: nonBlank(doc?.emptyStateHeader),
    emptyStateCopy: nonBlank(doc?.emptyStateCopy),
    emptyStateCta: cta && nonBlank(cta.text) ? cta : null,
  }
}

export async function getFavoritesSettings(
  scope: ContentScope,
  contentType: FavoritesContentType,
): Promise<FavoritesSettings> {
  const vars = scopeVariables(scope)
  // The call to action may link to a page, whose path changes with it.
  const tags = [...tagsFor('favorites-settings', vars.regionTag), collectionTag('pages')]
  const data = await runQuery(scope, FavoritesSettingsDocument, { ...vars, contentType }, { tags })
  return toFavoritesSettings(data.FavoritesSettings?.docs[0])
}
