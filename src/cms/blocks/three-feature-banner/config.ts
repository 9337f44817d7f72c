import type { Block } from 'payload'
import { linkGroup } from '../../fields/link'
import { anchorIdField } from '../in-page-navigation/anchor-id'

export const MAX_FEATURES = 3

export const ThreeFeatureBannerBlock: Block = {
  slug: 'threeFeatureBanner',
  interfaceName: 'ThreeFeatureBannerBlock',
  graphQL: { singularName: 'ThreeFeatureBannerBlock' },
  fields: [
    anchorIdField,
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'text', type: 'textarea', localized: true },
    {
      name: 'features',
      type: 'array',
      dbName: 'tfb_features',
      minRows: 1,
      maxRows: MAX_FEATURES,
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          filterOptions: { mimeType: { contains: 'image/' } },
          admin: { description: 'An icon or a photo.' },
        },
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        linkGroup('link', 'tfb_link'),
      ],
    },
  ],
}
