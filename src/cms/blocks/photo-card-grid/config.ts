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

/** Spec §9: photo card stacks hold at most 10 cards. */
export const MAX_PHOTO_CARDS = 10

export const PhotoCardGridBlock: Block = {
  slug: 'photoCardGrid',
  interfaceName: 'PhotoCardGridBlock',
  graphQL: { singularName: 'PhotoCardGridBlock' },
  fields: [
    anchorIdField,
    headingField(),
    introField,
    {
      name: 'cards',
      type: 'array',
      dbName: 'pcg_cards',
      minRows: 1,
      maxRows: MAX_PHOTO_CARDS,
      fields: [
        imageField('photo', true),
        cardTitleField,
        cardTextField,
        linkGroup('link', 'pcg_card'),
      ],
    },
    gridCallsToAction('pcg_ctas'),
  ],
}
