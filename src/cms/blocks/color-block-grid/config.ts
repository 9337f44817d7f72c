import type { Block } from 'payload'
import { linkGroup } from '../../fields/link'
import {
  anchorIdField,
  cardTextField,
  cardTitleField,
  gridCallsToAction,
  headingField,
  introField,
  paletteField,
} from '../grid-common/fields'

export const MAX_COLOR_BLOCKS = 12

export const ColorBlockGridBlock: Block = {
  slug: 'colorBlockGrid',
  interfaceName: 'ColorBlockGridBlock',
  graphQL: { singularName: 'ColorBlockGridBlock' },
  fields: [
    anchorIdField,
    headingField(),
    introField,
    {
      name: 'tiles',
      type: 'array',
      dbName: 'cbg_tiles',
      minRows: 1,
      maxRows: MAX_COLOR_BLOCKS,
      fields: [paletteField(), cardTitleField, cardTextField, linkGroup('link', 'cbg_tile')],
    },
    gridCallsToAction('cbg_ctas'),
  ],
}
