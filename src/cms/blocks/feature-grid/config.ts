import type { Block } from 'payload'
import {
  anchorIdField,
  cardTextField,
  cardTitleField,
  gridCallsToAction,
  headingField,
  imageField,
  introField,
} from '../grid-common/fields'

export const MAX_FEATURES = 12

export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  graphQL: { singularName: 'FeatureGridBlock' },
  fields: [
    anchorIdField,
    headingField(true),
    introField,
    {
      name: 'firstImageSide',
      type: 'select',
      defaultValue: 'left',
      options: ['left', 'right'],
      admin: {
        description: 'Side of the first image on wide screens; the following features alternate.',
      },
    },
    {
      name: 'features',
      type: 'array',
      dbName: 'ftg_features',
      minRows: 1,
      maxRows: MAX_FEATURES,
      fields: [imageField('image', true), cardTitleField, { ...cardTextField, required: true }],
    },
    gridCallsToAction('ftg_ctas'),
  ],
}
