import { contentCollection } from '../factory'

export const RecentlyViewedSections = contentCollection(
  {
    slug: 'recently-viewed-sections',
    admin: { useAsTitle: 'internalTitle', group: 'Settings' },
    fields: [
      { name: 'internalTitle', type: 'text', required: true },
      { name: 'title', type: 'text', localized: true },
      { name: 'maxItems', type: 'number', defaultValue: 10, min: 1, max: 10 },
    ],
  },
  { internal: true },
)
