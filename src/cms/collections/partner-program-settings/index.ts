import { contentCollection } from '../factory'

export const PartnerProgramSettings = contentCollection(
  {
    slug: 'partner-program-settings',
    admin: { useAsTitle: 'internalTitle', group: 'Partner program' },
    fields: [
      { name: 'internalTitle', type: 'text', required: true },
      { name: 'partnerProgramEnabled', type: 'checkbox', defaultValue: false },
      {
        name: 'unauthenticatedFallbackComponent',
        type: 'group',
        fields: [
          {
            name: 'kind',
            type: 'select',
            enumName: 'enum_pps_fallback_kind',
            defaultValue: 'backgroundImageBanner',
            options: ['backgroundImageBanner', 'singleImage'],
          },
          { name: 'heading', type: 'text', localized: true },
          { name: 'text', type: 'textarea', localized: true },
          { name: 'image', type: 'upload', relationTo: 'media' },
        ],
      },
      { name: 'partnerIndexPage', type: 'relationship', relationTo: 'pages' },
      { name: 'partnerRegistrationPage', type: 'relationship', relationTo: 'pages' },
      {
        name: 'segmentMappings',
        type: 'array',
        dbName: 'pps_segments',
        fields: [
          { name: 'internalTitle', type: 'text' },
          { name: 'segment', type: 'text', required: true },
          { name: 'salesforceSegments', type: 'text', hasMany: true },
        ],
      },
      { name: 'profileNotFoundMessage', type: 'richText', localized: true },
    ],
  },
  { internal: true },
)
