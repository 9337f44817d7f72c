import { imageField, textField, titleField } from '../block-fields'
import { gridBlock, gridItems } from '../grid-common/grid-block'

/** Spec §9: up to 12 icons. */
export const MAX_ICON_TEXT_ITEMS = 12

export const IconTextGridBlock = gridBlock({
  slug: 'iconTextGrid',
  interfaceName: 'IconTextGridBlock',
  headingRequired: true,
  fields: [
    gridItems('items', 'itg_items', MAX_ICON_TEXT_ITEMS, [
      imageField('icon', true),
      titleField,
      textField,
    ]),
  ],
  callsToActionDbName: 'itg_ctas',
})
