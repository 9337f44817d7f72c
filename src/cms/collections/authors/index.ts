import { slugField } from '../../fields/slug'
import { contentCollection } from '../factory'

export const Authors = contentCollection(
  {
    slug: 'authors',
    admin: { useAsTitle: 'name', group: 'Content' },
    fields: [
      { name: 'name', type: 'text', required: true },
      slugField({ unique: true }),
      { name: 'role', type: 'text', localized: true },
      { name: 'bio', type: 'textarea', localized: true },
      { name: 'photo', type: 'upload', relationTo: 'media' },
    ],
  },
  { regional: false },
)
