import type { Block } from 'payload'
import { anchorIdField } from '../in-page-navigation/anchor-id'

/** The visitor's own favorites of this region; renders in the favorites feature. */
export const FavoritesBlock: Block = {
  slug: 'favorites',
  interfaceName: 'FavoritesBlock',
  graphQL: { singularName: 'FavoritesBlock' },
  fields: [
    anchorIdField,
    { name: 'title', type: 'text', localized: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'products',
      options: ['products', 'recipes'],
    },
  ],
}
