import { imageField, textField, titleField } from '../block-fields'
import { gridBlock, gridItems } from '../grid-common/grid-block'

export const MAX_FEATURES = 12

export const FeatureGridBlock = gridBlock({
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  headingRequired: true,
  fields: [
    {
      name: 'firstImageSide',
      type: 'select',
      defaultValue: 'left',
      options: ['left', 'right'],
      admin: {
        description: 'Side of the first image on wide screens; the following features alternate.',
      },
    },
    gridItems('features', 'ftg_features', MAX_FEATURES, [
      imageField('image', true),
      titleField,
      { ...textField, required: true },
    ]),
  ],
  callsToActionDbName: 'ftg_ctas',
})
