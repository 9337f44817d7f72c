import { DEFAULT_SAMPLE_BAG_MAXIMUM } from '@/lib/sample-bag-maximum'
import { linkGroup } from '../../fields/link'
import { contentCollection } from '../factory'

export const SampleBagSettings = contentCollection(
  {
    slug: 'sample-bag-settings',
    admin: { useAsTitle: 'internalTitle', group: 'Settings' },
    fields: [
      { name: 'internalTitle', type: 'text', required: true },
      {
        name: 'maxItems',
        type: 'number',
        required: true,
        min: 1,
        max: 50,
        defaultValue: DEFAULT_SAMPLE_BAG_MAXIMUM,
      },
      { name: 'emptyBagTitle', type: 'text', localized: true },
      { name: 'bagTitle', type: 'text', localized: true },
      { name: 'rulesText', type: 'textarea', localized: true },
      { name: 'shippingText', type: 'textarea', localized: true },
      { name: 'emptySampleTitle', type: 'text', localized: true },
      { name: 'emptySampleInfo', type: 'textarea', localized: true },
      { name: 'questionText', type: 'textarea', localized: true },
      { name: 'image', type: 'upload', relationTo: 'media' },
      linkGroup('continueBrowsingLink', 'sbs_continue'),
      {
        name: 'formGroup',
        type: 'relationship',
        relationTo: 'form-groups',
        admin: { description: "Sample orders are forwarded to this group's handler URL." },
      },
    ],
  },
  { internal: true },
)
