import { callToActionFields } from '../../fields/call-to-action'
import { contentCollection } from '../factory'

/** Spec "Favorites content type". */
export const FavoritesSettings = contentCollection(
  {
    slug: 'favorites-settings',
    admin: { useAsTitle: 'internalTitle', group: 'Settings' },
    fields: [
      { name: 'internalTitle', type: 'text', required: true },
      { name: 'contentType', type: 'select', required: true, options: ['products', 'recipes'] },
      { name: 'header', type: 'text', localized: true },
      { name: 'copy', type: 'textarea', localized: true },
      { name: 'addConfirmationMessage', type: 'text', localized: true },
      { name: 'removeConfirmationMessage', type: 'text', localized: true },
      { name: 'addButtonLabel', type: 'text', localized: true },
      { name: 'removeButtonLabel', type: 'text', localized: true },
      { name: 'emptyStateHeader', type: 'text', localized: true },
      { name: 'emptyStateCopy', type: 'textarea', localized: true },
      {
        name: 'emptyStateCta',
        type: 'group',
        fields: callToActionFields.map((f) =>
          'name' in f && f.name === 'text' ? { ...f, required: false } : f,
        ),
      },
    ],
  },
  { internal: true },
)
