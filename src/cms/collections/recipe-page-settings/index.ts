import { contentCollection } from '../factory'

/** Spec "recipe global page metadata". */
export const RecipePageSettings = contentCollection(
  {
    slug: 'recipe-page-settings',
    admin: { useAsTitle: 'internalTitle', group: 'Settings' },
    fields: [
      { name: 'internalTitle', type: 'text', required: true },
      {
        name: 'print',
        type: 'group',
        fields: [
          { name: 'description', type: 'textarea', localized: true },
          { name: 'headerImage', type: 'upload', relationTo: 'media' },
          { name: 'logo', type: 'upload', relationTo: 'media' },
          { name: 'logoSubtext', type: 'text', localized: true },
          { name: 'marketingText', type: 'textarea', localized: true },
        ],
      },
      {
        name: 'emailTemplate',
        type: 'group',
        fields: [
          { name: 'subject', type: 'text', localized: true },
          { name: 'body', type: 'textarea', localized: true },
        ],
      },
      { name: 'printButtonTitle', type: 'text', localized: true },
      { name: 'emailButtonTitle', type: 'text', localized: true },
      { name: 'shareButtonTitle', type: 'text', localized: true },
      { name: 'yieldTitle', type: 'text', localized: true },
      { name: 'associatedProductsTitle', type: 'text', localized: true },
      { name: 'instructionsSectionTitle', type: 'text', localized: true },
    ],
  },
  { internal: true },
)
