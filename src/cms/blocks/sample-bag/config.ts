import type { Block } from 'payload'
import { anchorIdField } from '../in-page-navigation/anchor-id'

/** The visitor's sample bag with the sample bag settings' texts; renders in the sample bag feature. */
export const SampleBagBlock: Block = {
  slug: 'sampleBag',
  interfaceName: 'SampleBagBlock',
  graphQL: { singularName: 'SampleBagBlock' },
  fields: [anchorIdField, { name: 'title', type: 'text', localized: true }],
}
