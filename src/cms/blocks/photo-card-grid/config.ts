import { linkGroup } from '../../fields/link'
import { imageField, textField, titleField } from '../block-fields'
import { gridBlock, gridItems } from '../grid-common/grid-block'

/** Spec §9: photo card stacks hold at most 10 cards. */
export const MAX_PHOTO_CARDS = 10

export const PhotoCardGridBlock = gridBlock({
  slug: 'photoCardGrid',
  interfaceName: 'PhotoCardGridBlock',
  fields: [
    gridItems('cards', 'pcg_cards', MAX_PHOTO_CARDS, [
      imageField('photo', true),
      titleField,
      textField,
      linkGroup('link', 'pcg_card'),
    ]),
  ],
  callsToActionDbName: 'pcg_ctas',
})
