import type { Block } from 'payload'
import { callsToActionField } from '../../fields/call-to-action'
import { anchorIdField, headingField, imageField, titleField } from '../block-fields'

/** Spec §9: a two-column slide holds two cards. */
export const MAX_SLIDE_CARDS = 2

export const TwoColumnSlideBlock: Block = {
  slug: 'twoColumnSlide',
  interfaceName: 'TwoColumnSlideBlock',
  graphQL: { singularName: 'TwoColumnSlideBlock' },
  fields: [
    anchorIdField,
    headingField(),
    {
      name: 'cards',
      type: 'array',
      dbName: 'tcs_cards',
      minRows: 1,
      maxRows: MAX_SLIDE_CARDS,
      fields: [
        imageField(),
        titleField,
        { name: 'body', type: 'richText', localized: true },
        callsToActionField('callsToAction', 1),
      ],
    },
  ],
}
