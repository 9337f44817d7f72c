import type { Block } from 'payload'
import { linkGroup } from '../../fields/link'
import {
  anchorIdField,
  cardTextField,
  cardTitleField,
  gridCallsToAction,
  headingField,
  imageField,
  introField,
} from '../grid-common/fields'

/** Spec §9: a primary card plus up to 6 cards. */
export const MAX_HIGHLIGHT_CARDS = 6

export const HighlightGridBlock: Block = {
  slug: 'highlightGrid',
  interfaceName: 'HighlightGridBlock',
  graphQL: { singularName: 'HighlightGridBlock' },
  fields: [
    anchorIdField,
    headingField(),
    introField,
    {
      name: 'primary',
      type: 'group',
      fields: [
        imageField('image', true),
        cardTitleField,
        cardTextField,
        gridCallsToAction('hlg_primary_ctas', 1),
      ],
    },
    {
      name: 'cards',
      type: 'array',
      dbName: 'hlg_cards',
      maxRows: MAX_HIGHLIGHT_CARDS,
      fields: [imageField(), cardTitleField, cardTextField, linkGroup('link', 'hlg_card')],
    },
    gridCallsToAction('hlg_ctas'),
  ],
}
