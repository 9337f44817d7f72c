import type { Block } from 'payload'
import { linkGroup } from '../../fields/link'
import {
  anchorIdField,
  cardTitleField,
  gridCallsToAction,
  headingField,
  imageField,
  introField,
} from '../grid-common/fields'

export const MAX_HOVER_CARDS = 12

export const HoverGridBlock: Block = {
  slug: 'hoverGrid',
  interfaceName: 'HoverGridBlock',
  graphQL: { singularName: 'HoverGridBlock' },
  fields: [
    anchorIdField,
    headingField(),
    introField,
    {
      name: 'cards',
      type: 'array',
      dbName: 'hvg_cards',
      minRows: 1,
      maxRows: MAX_HOVER_CARDS,
      fields: [
        imageField('image', true),
        cardTitleField,
        {
          name: 'hoverText',
          type: 'textarea',
          localized: true,
          required: true,
          admin: {
            description:
              'Shown over the image on hover or keyboard focus; always shown on touch screens.',
          },
        },
        linkGroup('link', 'hvg_card'),
      ],
    },
    gridCallsToAction('hvg_ctas'),
  ],
}
