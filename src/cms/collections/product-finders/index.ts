import { contentCollection } from '../factory'

export const MAX_FINDER_STEPS = 10

export const ProductFinders = contentCollection(
  {
    slug: 'product-finders',
    admin: { useAsTitle: 'title', group: 'Catalogue' },
    fields: [
      { name: 'title', type: 'text', localized: true, required: true },
      { name: 'baseFilter', type: 'text' },
      { name: 'shareButtonTitle', type: 'text', localized: true },
      { name: 'shareEmailSubject', type: 'text', localized: true },
      { name: 'shareEmailBody', type: 'textarea', localized: true },
      { name: 'compareTitle', type: 'text', localized: true },
      { name: 'compareCallToAction', type: 'text', localized: true },
      {
        name: 'steps',
        type: 'array',
        maxRows: MAX_FINDER_STEPS,
        fields: [
          { name: 'stepTitle', type: 'text', localized: true, required: true },
          { name: 'title', type: 'text', localized: true },
          { name: 'subtitle', type: 'text', localized: true },
          { name: 'type', type: 'select', defaultValue: 'options', options: ['options', 'cards'] },
          { name: 'attributes', type: 'text', hasMany: true },
          {
            name: 'options',
            type: 'array',
            fields: [
              { name: 'label', type: 'text', localized: true, required: true },
              { name: 'value', type: 'text', required: true },
              { name: 'image', type: 'upload', relationTo: 'media' },
              { name: 'description', type: 'text', localized: true },
            ],
          },
        ],
      },
    ],
  },
  { internal: true },
)
