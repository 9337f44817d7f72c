import { contentCollection } from '../factory'

export const Distributors = contentCollection(
  {
    slug: 'distributors',
    admin: { useAsTitle: 'name', group: 'Directory' },
    fields: [
      { name: 'name', type: 'text', required: true, index: true },
      { name: 'code', type: 'text', required: true, unique: true },
      { name: 'contact', type: 'text' },
      { name: 'telephone', type: 'text' },
      { name: 'postcode', type: 'text', index: true },
      { name: 'state', type: 'text', index: true },
      { name: 'city', type: 'text' },
      {
        name: 'latitude',
        type: 'number',
        min: -90,
        max: 90,
        admin: { description: 'With longitude, lets a postcode search sort by distance.' },
      },
      { name: 'longitude', type: 'number', min: -180, max: 180 },
    ],
  },
  { drafts: false, internal: true },
)
