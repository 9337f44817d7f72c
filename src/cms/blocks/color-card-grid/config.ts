import type { Block } from 'payload'
import {
  anchorIdField,
  cardTextField,
  cardTitleField,
  gridCallsToAction,
  headingField,
  introField,
  paletteField,
} from '../grid-common/fields'

/** Spec §9: colour card stacks hold at most 10 cards. */
export const MAX_COLOR_CARDS = 10

export const ColorCardGridBlock: Block = {
  slug: 'colorCardGrid',
  interfaceName: 'ColorCardGridBlock',
  graphQL: { singularName: 'ColorCardGridBlock' },
  fields: [
    anchorIdField,
    headingField(),
    introField,
    {
      name: 'cards',
      type: 'array',
      dbName: 'ccg_cards',
      minRows: 1,
      maxRows: MAX_COLOR_CARDS,
      fields: [
        paletteField(),
        cardTitleField,
        cardTextField,
        gridCallsToAction('ccg_card_ctas', 1),
      ],
    },
    gridCallsToAction('ccg_ctas'),
  ],
}
