import type { Block } from 'payload'
import { linkGroup } from '../../fields/link'
import { anchorIdField } from '../in-page-navigation/anchor-id'

export const SingleImageBannerBlock: Block = {
  slug: 'singleImageBanner',
  interfaceName: 'SingleImageBannerBlock',
  graphQL: { singularName: 'SingleImageBannerBlock' },
  fields: [
    anchorIdField,
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      filterOptions: { mimeType: { contains: 'image/' } },
    },
    { name: 'caption', type: 'textarea', localized: true },
    // With a title the link is shown under the image; without one the image itself is the link.
    linkGroup('link', 'sib_link'),
  ],
}
