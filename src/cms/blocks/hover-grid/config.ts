import { linkGroup } from '../../fields/link'
import { imageField, titleField } from '../block-fields'
import { gridBlock, gridItems } from '../grid-common/grid-block'

export const MAX_HOVER_CARDS = 12

export const HoverGridBlock = gridBlock({
  slug: 'hoverGrid',
  interfaceName: 'HoverGridBlock',
  fields: [
    gridItems('cards', 'hvg_cards', MAX_HOVER_CARDS, [
      imageField('image', true),
      titleField,
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
    ]),
  ],
  callsToActionDbName: 'hvg_ctas',
})
