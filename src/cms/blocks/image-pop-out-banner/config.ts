import type { Block } from 'payload'
import { callsToActionField } from '../../fields/call-to-action'
import { anchorIdField, headingField, imageField, textField } from '../block-fields'

export const ImagePopOutBannerBlock: Block = {
  slug: 'imagePopOutBanner',
  // Short table name: the default one makes enum names longer than PostgreSQL's 63 characters.
  dbName: 'pop_out_banner',
  interfaceName: 'ImagePopOutBannerBlock',
  graphQL: { singularName: 'ImagePopOutBannerBlock' },
  fields: [
    anchorIdField,
    headingField(true),
    textField,
    imageField('image', true),
    { name: 'imageSide', type: 'select', defaultValue: 'left', options: ['left', 'right'] },
    {
      name: 'panelColor',
      type: 'select',
      defaultValue: 'green',
      options: ['green', 'earth', 'light'],
    },
    callsToActionField('callsToAction', 2),
  ],
}
