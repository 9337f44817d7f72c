import type { Block } from 'payload'
import {
  anchorIdField,
  cardTextField,
  cardTitleField,
  gridCallsToAction,
  headingField,
  imageField,
  introField,
} from '../grid-common/fields'

/** Spec §9: up to 12 icons. */
export const MAX_ICON_TEXT_ITEMS = 12

export const IconTextGridBlock: Block = {
  slug: 'iconTextGrid',
  interfaceName: 'IconTextGridBlock',
  graphQL: { singularName: 'IconTextGridBlock' },
  fields: [
    anchorIdField,
    headingField(true),
    introField,
    {
      name: 'items',
      type: 'array',
      dbName: 'itg_items',
      minRows: 1,
      maxRows: MAX_ICON_TEXT_ITEMS,
      fields: [imageField('icon', true), cardTitleField, cardTextField],
    },
    gridCallsToAction('itg_ctas'),
  ],
}
