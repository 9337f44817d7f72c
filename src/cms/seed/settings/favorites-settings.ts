import { createLocalized, type SeedContext, tagsOf } from '../context'
import {
  ADD_TO_FAVORITES,
  FAVORITES_SETTINGS,
  REMOVE_CONFIRMATION_MESSAGE,
  REMOVE_FROM_FAVORITES,
} from '../data/favorites-settings'

export async function seedFavoritesSettings(ctx: SeedContext): Promise<void> {
  for (const favorites of FAVORITES_SETTINGS) {
    await createLocalized(
      ctx,
      'favorites-settings',
      {
        internalTitle: favorites.internalTitle,
        contentType: favorites.contentType,
        regionTags: tagsOf('all'),
      },
      (locale) => ({
        header: favorites.header[locale],
        copy: favorites.copy[locale],
        addConfirmationMessage: favorites.addConfirmationMessage[locale],
        removeConfirmationMessage: REMOVE_CONFIRMATION_MESSAGE[locale],
        addButtonLabel: ADD_TO_FAVORITES[locale],
        removeButtonLabel: REMOVE_FROM_FAVORITES[locale],
        emptyStateHeader: favorites.emptyStateHeader[locale],
        emptyStateCopy: favorites.emptyStateCopy[locale],
        emptyStateCta: {
          text: favorites.cta[locale],
          style: 'primary',
          typeOfCta: 'link',
          url: favorites.ctaUrl,
          openNewWindow: false,
        },
      }),
    )
  }
}
