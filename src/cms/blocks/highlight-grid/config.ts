import { linkGroup } from '../../fields/link'
import { imageField, textField, titleField } from '../block-fields'
import { gridCallsToAction } from '../grid-common/fields'
import { gridBlock } from '../grid-common/grid-block'

/** Spec §9: a primary card plus up to 6 cards. */
export const MAX_HIGHLIGHT_CARDS = 6

export const HighlightGridBlock = gridBlock({
  slug: 'highlightGrid',
  interfaceName: 'HighlightGridBlock',
  fields: [
    {
      name: 'primary',
      type: 'group',
      fields: [
        imageField('image', true),
        titleField,
        textField,
        gridCallsToAction('hlg_primary_ctas', 1),
      ],
    },
    {
      name: 'cards',
      type: 'array',
      dbName: 'hlg_cards',
      maxRows: MAX_HIGHLIGHT_CARDS,
      fields: [imageField(), titleField, textField, linkGroup('link', 'hlg_card')],
    },
  ],
  callsToActionDbName: 'hlg_ctas',
})
