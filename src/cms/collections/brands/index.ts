import { slugField } from '../../fields/slug'
import { contentCollection } from '../factory'

/** A brand's details; pages reach them through the brand-primary id with a default-region fallback. */
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
