import type { Block } from 'payload'
import { callsToActionField } from '../../fields/call-to-action'
import { anchorIdField, headingField, imageField, textField } from '../block-fields'

export const LargeImageBannerBlock: Block = {
  slug: 'largeImageBanner',
  // Short table name: the default one makes enum names longer than PostgreSQL's 63 characters.
  dbName: 'large_banner',
  interfaceName: 'LargeImageBannerBlock',
  graphQL: { singularName: 'LargeImageBannerBlock' },
  fields: [
    anchorIdField,
    imageField('image', true),
    headingField(true),
    textField,
    {
      name: 'copyPosition',
      type: 'select',
      defaultValue: 'left',
      options: ['left', 'center', 'right'],
    },
    callsToActionField('callsToAction', 2),
  ],
}
