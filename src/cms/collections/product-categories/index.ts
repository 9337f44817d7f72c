import { slugField } from '../../fields/slug'
import { contentCollection } from '../factory'

/** Spec "schema categories and subcategories": a subcategory names its parent. */
export const ProductCategories = contentCollection({
  slug: 'product-categories',
  admin: { useAsTitle: 'name', group: 'Catalogue' },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField(),
    { name: 'description', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'parent', type: 'relationship', relationTo: 'product-categories' },
  ],
})
