import type { Block } from 'payload'
import { linkGroup } from '../../fields/link'
import { anchorIdField, imageField } from '../block-fields'

export const SingleImageBannerBlock: Block = {
  slug: 'singleImageBanner',
  interfaceName: 'SingleImageBannerBlock',
  graphQL: { singularName: 'SingleImageBannerBlock' },
  fields: [
    anchorIdField,
    imageField('image', true),
    { name: 'caption', type: 'textarea', localized: true },
    // With a title the link is shown under the image; without one the image itself is the link.
    linkGroup('link', 'sib_link'),
  ],
}
