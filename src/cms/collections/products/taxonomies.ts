import type { Field } from 'payload'

/*
 * What the product is, as values of the taxonomy collections, so listings and the product finder
 * can filter on them. A product is one type of product made from one main variety; it can carry
 * several specifications, seasonings, preparation methods and services.
 */
export const productTaxonomyFields: Field[] = [
  { name: 'fryType', type: 'relationship', relationTo: 'fry-types' },
  {
    name: 'variety',
    type: 'relationship',
    relationTo: 'varieties',
    admin: { description: 'The main crop variety; empty when no single crop makes the product' },
  },
  {
    name: 'frySpecifications',
    type: 'relationship',
    relationTo: 'fry-specifications',
    hasMany: true,
  },
  { name: 'seasonings', type: 'relationship', relationTo: 'seasonings', hasMany: true },
  {
    name: 'preparationMethods',
    type: 'relationship',
    relationTo: 'preparation-methods',
    hasMany: true,
    admin: {
      description:
        'Every method the product can be prepared with; the Preparation tab names the one whose time and temperature are shown',
    },
  },
  { name: 'productServices', type: 'relationship', relationTo: 'product-services', hasMany: true },
]
