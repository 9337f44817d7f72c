import type { FavoritesCta, FavoritesSettings } from '@/content/favorites'
import { translator } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { nameTemplate } from './name-template'

export interface FavoriteButtonTexts {
  add: string
  remove: string
  added: string
  removeConfirm: string
  confirm: string
  cancel: string
}

export interface FavoriteListTexts {
  button: FavoriteButtonTexts
  loading: string
  removed: string
  error: string
  tryAgain: string
}

export interface FavoritesTexts {
  header: string
  copy: string | null
  emptyHeader: string
  emptyCopy: string
  emptyCta: FavoritesCta | null
  list: FavoriteListTexts
}

export function toFavoritesTexts(settings: FavoritesSettings, locale: Locale): FavoritesTexts {
  const t = translator(locale)
  const button: FavoriteButtonTexts = {
    add: settings.addButtonLabel ?? t('favorites.add'),
    remove: settings.removeButtonLabel ?? t('favorites.remove'),
    added: nameTemplate(settings.addConfirmationMessage ?? t('favorites.added'), locale),
    removeConfirm:
      settings.removeConfirmationMessage ?? t('favorites.removeConfirm', { name: '{name}' }),
    confirm: t('favorites.confirmRemove'),
    cancel: t('favorites.cancel'),
  }
  return {
    header: settings.header ?? t('favorites.title'),
    copy: settings.copy,
    emptyHeader: settings.emptyStateHeader ?? t('favorites.emptyHeader'),
    emptyCopy: settings.emptyStateCopy ?? t('favorites.emptyCopy'),
    emptyCta: settings.emptyStateCta,
    list: {
      button,
      loading: t('favorites.loading'),
      removed: t('favorites.removed', { name: '{name}' }),
      error: t('error.request'),
      tryAgain: t('error.tryAgain'),
    },
  }
}
