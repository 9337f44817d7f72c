import { slugField } from '../../fields/slug'
import { contentCollection } from '../factory'

export const FACET_COMPONENTS = [
  'FacetSelector',
  'RangeSliders',
  'Results',
  'SingleFacetSelector',
  'FacetSorter',
] as const

export const FacetTemplates = contentCollection(
  {
    slug: 'facet-templates',
    admin: { useAsTitle: 'name', group: 'Catalogue' },
    fields: [
      { name: 'name', type: 'text', localized: true, required: true },
      slugField(),
      {
        name: 'contentKind',
        type: 'select',
        defaultValue: 'products',
        options: ['products', 'recipes'],
      },
      { name: 'categories', type: 'relationship', relationTo: 'product-categories', hasMany: true },
      {
        name: 'subcategories',
        type: 'relationship',
        relationTo: 'product-categories',
        hasMany: true,
      },
      { name: 'joinType', type: 'select', defaultValue: 'and', options: ['and', 'or'] },
      { name: 'individualItems', type: 'relationship', relationTo: 'products', hasMany: true },
      {
        name: 'filters',
        type: 'array',
        fields: [
          { name: 'name', type: 'text', localized: true, required: true },
          { name: 'searchAttribute', type: 'text', required: true },
          { name: 'type', type: 'select', required: true, options: [...FACET_COMPONENTS] },
          {
            name: 'refinementOperator',
            type: 'select',
            defaultValue: 'or',
            options: ['and', 'or'],
          },
          { name: 'unitLabel', type: 'text', localized: true },
          { name: 'whitelist', type: 'text', hasMany: true },
          { name: 'blacklist', type: 'text', hasMany: true },
        ],
      },
      {
        name: 'initialQueryFilters',
        type: 'array',
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'values', type: 'text', hasMany: true },
          { name: 'joinType', type: 'select', defaultValue: 'or', options: ['and', 'or'] },
          {
            name: 'equality',
            type: 'select',
            defaultValue: 'equals',
            options: ['equals', 'notEquals'],
          },
        ],
      },
    ],
  },
  { internal: true },
)
