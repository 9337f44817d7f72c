import type { Condition } from 'payload'
import { linkGroup } from '../../fields/link'
import { imageField, textField, titleField } from '../block-fields'
import { gridBlock } from '../grid-common/grid-block'

/** Spec §9: a flex grid holds at most 20 cards; most-recent mode shows up to 20 posts. */
export const MAX_FLEX_GRID_CARDS = 20

const isMostRecent: Condition = (_, siblingData) => Boolean(siblingData?.mostRecent)
const isManual: Condition = (_, siblingData) => !siblingData?.mostRecent

export const FlexGridBlock = gridBlock({
  slug: 'flexGrid',
  interfaceName: 'FlexGridBlock',
  headingRequired: true,
  fields: [
    {
      name: 'columns',
      type: 'select',
      defaultValue: 'three',
      options: [
        { label: '2 columns', value: 'two' },
        { label: '3 columns', value: 'three' },
        { label: '4 columns', value: 'four' },
      ],
    },
    {
      name: 'mostRecent',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: "Show the newest blog posts of the page's region instead of the cards below.",
      },
    },
    {
      name: 'amount',
      type: 'number',
      min: 1,
      max: MAX_FLEX_GRID_CARDS,
      defaultValue: 3,
      admin: { condition: isMostRecent, step: 1 },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'blog-categories',
      hasMany: true,
      admin: {
        condition: isMostRecent,
        description: 'Only posts in one of these categories; none means every category.',
      },
    },
    {
      name: 'cards',
      type: 'array',
      dbName: 'fg_cards',
      maxRows: MAX_FLEX_GRID_CARDS,
      admin: { condition: isManual },
      fields: [imageField(), titleField, textField, linkGroup('link', 'fg_card')],
    },
  ],
  callsToActionDbName: 'fg_ctas',
})
