import { slugField } from '../../fields/slug'
import { contentCollection } from '../factory'

/** Pages reach a brand through its brand-primary id, with a default-region fallback (spec §7). */
export const Brands = contentCollection({
  slug: 'brands',
  admin: { useAsTitle: 'name', group: 'Catalogue' },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField(),
    {
      name: 'brandPrimaryId',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Same value for one brand across regions.' },
    },
    { name: 'tagline', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'logoBlack', type: 'upload', relationTo: 'media' },
    { name: 'logoWhite', type: 'upload', relationTo: 'media' },
    { name: 'logoFullColour', type: 'upload', relationTo: 'media' },
    { name: 'logoInPageNavigation', type: 'upload', relationTo: 'media' },
    { name: 'internalReferencePage', type: 'relationship', relationTo: 'pages' },
  ],
})
