import type { Block, TextFieldSingleValidation } from 'payload'
import { FACET_ATTRIBUTES } from '../../search/attributes-of-document'
import { anchorIdField } from '../in-page-navigation/anchor-id'

export const MAX_FILTERED_GRID_CARDS = 24

const KNOWN = new Set<string>([...FACET_ATTRIBUTES.products, ...FACET_ATTRIBUTES.recipes])

const validateAttribute: TextFieldSingleValidation = (value) =>
  !value || KNOWN.has(value) ? true : `Use one of: ${[...KNOWN].join(', ')}.`

/** A grid of product or recipe cards chosen by the editor's filter; renders in the listings feature. */
export const FilteredGridBlock: Block = {
  slug: 'filteredGrid',
  interfaceName: 'FilteredGridBlock',
  graphQL: { singularName: 'FilteredGridBlock' },
  fields: [
    anchorIdField,
    { name: 'title', type: 'text', localized: true },
    {
      name: 'contentKind',
      type: 'select',
      required: true,
      defaultValue: 'products',
      options: ['products', 'recipes'],
    },
    {
      name: 'filters',
      type: 'array',
      maxRows: 10,
      admin: { description: 'Cards must match every row; a row matches any of its values.' },
      fields: [
        { name: 'attribute', type: 'text', required: true, validate: validateAttribute },
        { name: 'values', type: 'text', hasMany: true, required: true, maxRows: 20 },
      ],
    },
    {
      name: 'sort',
      type: 'select',
      defaultValue: 'newest',
      options: ['newest', 'title-asc', 'random'],
      admin: {
        description: 'Random picks again whenever the page is rebuilt (on publish, or daily).',
      },
    },
    {
      name: 'limit',
      type: 'number',
      defaultValue: 8,
      min: 1,
      max: MAX_FILTERED_GRID_CARDS,
    },
  ],
}
