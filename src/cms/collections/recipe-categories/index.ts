import { slugField } from '../../fields/slug'
import { contentCollection } from '../factory'

export const RecipeCategories = contentCollection({
  slug: 'recipe-categories',
  admin: { useAsTitle: 'name', group: 'Content' },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField(),
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'type',
      type: 'select',
      defaultValue: 'Standard',
      options: ['Standard', 'Collections'],
    },
    { name: 'internalReference', type: 'text' },
  ],
})
