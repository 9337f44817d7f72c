import { textField, titleField } from '../block-fields'
import { gridCallsToAction, paletteField } from '../grid-common/fields'
import { gridBlock, gridItems } from '../grid-common/grid-block'

/** Spec §9: colour card stacks hold at most 10 cards. */
export const MAX_COLOR_CARDS = 10

export const ColorCardGridBlock = gridBlock({
  slug: 'colorCardGrid',
  interfaceName: 'ColorCardGridBlock',
  fields: [
    gridItems('cards', 'ccg_cards', MAX_COLOR_CARDS, [
      paletteField(),
      titleField,
      textField,
      gridCallsToAction('ccg_card_ctas', 1),
    ]),
  ],
  callsToActionDbName: 'ccg_ctas',
})
