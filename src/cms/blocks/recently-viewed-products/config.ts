import type { Block } from 'payload'
import { anchorIdField } from '../in-page-navigation/anchor-id'

/** The products this visitor last viewed in the region; renders in the recently viewed feature. */
export const RecentlyViewedProductsBlock: Block = {
  slug: 'recentlyViewedProducts',
  interfaceName: 'RecentlyViewedProductsBlock',
  graphQL: { singularName: 'RecentlyViewedProductsBlock' },
  fields: [
    anchorIdField,
    {
      name: 'section',
      type: 'relationship',
      relationTo: 'recently-viewed-sections',
      required: true,
    },
  ],
}
