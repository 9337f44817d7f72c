import type { Block } from 'payload'
import { callsToActionField } from '../../fields/call-to-action'
import { anchorIdField, headingField, imageField, textField } from '../block-fields'

export const BackgroundImageBannerBlock: Block = {
  slug: 'backgroundImageBanner',
  // Short table name: the default one makes enum names longer than PostgreSQL's 63 characters.
  dbName: 'bg_image_banner',
  interfaceName: 'BackgroundImageBannerBlock',
  graphQL: { singularName: 'BackgroundImageBannerBlock' },
  fields: [
    anchorIdField,
    headingField(true),
    textField,
    imageField('backgroundImage', true),
    {
      name: 'overlay',
      type: 'select',
      defaultValue: 'dark',
      options: ['dark', 'light', 'none'],
      admin: {
        description:
          'Dark: white copy on a darkened image. Light: dark copy on a lightened image. None: copy on a solid panel.',
      },
    },
    callsToActionField('callsToAction', 2),
  ],
}
