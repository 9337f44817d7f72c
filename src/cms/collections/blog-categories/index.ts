import { slugField } from '../../fields/slug'
import { contentCollection } from '../factory'

export const BlogCategories = contentCollection({
  slug: 'blog-categories',
  admin: { useAsTitle: 'name', group: 'Content' },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField(),
    { name: 'description', type: 'textarea', localized: true },
  ],
})
