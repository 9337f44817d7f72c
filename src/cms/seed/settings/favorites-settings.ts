import { createLocalized, type SeedContext, tagsOf } from '../context'
import {
  ADD_TO_FAVORITES,
  FAVORITES_SETTINGS,
  REMOVE_CONFIRMATION_MESSAGE,
  REMOVE_FROM_FAVORITES,
} from '../data/favorites-settings'

/** After the pages: each empty state's call to action references its index page. */
export async function seedFavoritesSettings(
  ctx: SeedContext,
  pages: ReadonlyMap<string, number>,
): Promise<void> {
  for (const favorites of FAVORITES_SETTINGS) {
    const ctaPage = pages.get(favorites.ctaPage)
    if (ctaPage === undefined) throw new Error(`favorites settings: no page ${favorites.ctaPage}`)
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
          typeOfCta: 'reference',
          reference: { relationTo: 'pages', value: ctaPage },
          openNewWindow: false,
        },
      }),
    )
  }
}
