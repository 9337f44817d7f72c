import type { Field } from 'payload'

export const pageMetadataField: Field = {
  name: 'pageMetadata',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'keywords', type: 'text', localized: true },
    { name: 'robotsNoIndex', type: 'checkbox', defaultValue: false },
    { name: 'robotsNoFollow', type: 'checkbox', defaultValue: false },
    {
      name: 'canonical',
      type: 'text',
      admin: { description: 'Canonical URL override (a site path).' },
    },
    { name: 'socialShareImage', type: 'upload', relationTo: 'media' },
    { name: 'excludeFromXmlSitemap', type: 'checkbox', defaultValue: false },
    { name: 'hideFromSearchResults', type: 'checkbox', defaultValue: false },
    {
      name: 'customMetadata',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'content', type: 'text', localized: true, required: true },
      ],
    },
  ],
}
