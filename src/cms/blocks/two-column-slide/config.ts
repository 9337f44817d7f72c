import type { Block } from 'payload'
import { callsToActionField } from '../../fields/call-to-action'
import { anchorIdField } from '../in-page-navigation/anchor-id'

/** Spec §9: a two-column slide holds two cards. */
export const MAX_SLIDE_CARDS = 2

export const TwoColumnSlideBlock: Block = {
  slug: 'twoColumnSlide',
  interfaceName: 'TwoColumnSlideBlock',
  graphQL: { singularName: 'TwoColumnSlideBlock' },
  fields: [
    anchorIdField,
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'cards',
      type: 'array',
      dbName: 'tcs_cards',
      minRows: 1,
      maxRows: MAX_SLIDE_CARDS,
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          filterOptions: { mimeType: { contains: 'image/' } },
        },
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'body', type: 'richText', localized: true },
        callsToActionField('callsToAction', 1),
      ],
    },
  ],
}
