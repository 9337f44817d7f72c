import type { Block } from 'payload'
import { callsToActionField } from '../../fields/call-to-action'
import { anchorIdField } from '../in-page-navigation/anchor-id'

export const LargeImageBannerBlock: Block = {
  slug: 'largeImageBanner',
  // Short table name: the default one makes enum names longer than PostgreSQL's 63 characters.
  dbName: 'large_banner',
  interfaceName: 'LargeImageBannerBlock',
  graphQL: { singularName: 'LargeImageBannerBlock' },
  fields: [
    anchorIdField,
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      filterOptions: { mimeType: { contains: 'image/' } },
    },
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'text', type: 'textarea', localized: true },
    {
      name: 'copyPosition',
      type: 'select',
      defaultValue: 'left',
      options: ['left', 'center', 'right'],
    },
    callsToActionField('callsToAction', 2),
  ],
}
