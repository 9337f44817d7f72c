import { linkGroup } from '../../fields/link'
import { textField, titleField } from '../block-fields'
import { paletteField } from '../grid-common/fields'
import { gridBlock, gridItems } from '../grid-common/grid-block'

export const MAX_COLOR_BLOCKS = 12

export const ColorBlockGridBlock = gridBlock({
  slug: 'colorBlockGrid',
  interfaceName: 'ColorBlockGridBlock',
  fields: [
    gridItems('tiles', 'cbg_tiles', MAX_COLOR_BLOCKS, [
      paletteField(),
      titleField,
      textField,
      linkGroup('link', 'cbg_tile'),
    ]),
  ],
  callsToActionDbName: 'cbg_ctas',
})
