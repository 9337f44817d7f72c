import type { Block } from 'payload'
import { linkGroup } from '../../fields/link'
import { anchorIdField, headingField, imageField, textField, titleField } from '../block-fields'

export const MAX_FEATURES = 3

export const ThreeFeatureBannerBlock: Block = {
  slug: 'threeFeatureBanner',
  interfaceName: 'ThreeFeatureBannerBlock',
  graphQL: { singularName: 'ThreeFeatureBannerBlock' },
  fields: [
    anchorIdField,
    headingField(true),
    textField,
    {
      name: 'features',
      type: 'array',
      dbName: 'tfb_features',
      minRows: 1,
      maxRows: MAX_FEATURES,
      fields: [
        { ...imageField(), admin: { description: 'An icon or a photo.' } },
        titleField,
        textField,
        linkGroup('link', 'tfb_link'),
      ],
    },
  ],
}
