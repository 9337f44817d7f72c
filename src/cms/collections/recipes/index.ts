import { pageMetadataField } from '../../fields/page-metadata'
import { slugField } from '../../fields/slug'
import { forEveryoneField } from '../../fields/gated-content'
import { publishedInAudienceOrEditor } from '../../partner-audience'
import { contentCollection } from '../factory'

export const MEAL_TYPES = ['lunch', 'dinner', 'appetizers-and-small-plates'] as const
export const MARKET_SEGMENTS = ['fast-casual', 'casual-dining', 'midscale'] as const

export const Recipes = contentCollection({
  slug: 'recipes',
  admin: { useAsTitle: 'name', group: 'Content' },
  // A recipe naming an authentication context exists only for that context's audience.
  access: { read: publishedInAudienceOrEditor },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField(),
    { name: 'description', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'dishType', type: 'text', localized: true },
    { name: 'yieldServings', type: 'number', min: 0 },
    { name: 'yieldPortionSize', type: 'text' },
    { name: 'yieldMeasure', type: 'text' },
    { name: 'yieldUnit', type: 'text', localized: true },
    { name: 'customMeasurement', type: 'text', localized: true },
    { name: 'mealTypes', type: 'select', hasMany: true, options: [...MEAL_TYPES] },
    { name: 'marketSegments', type: 'select', hasMany: true, options: [...MARKET_SEGMENTS] },
    { name: 'brands', type: 'relationship', relationTo: 'brands', hasMany: true },
    { name: 'linkedProducts', type: 'relationship', relationTo: 'products', hasMany: true },
    { name: 'categories', type: 'relationship', relationTo: 'recipe-categories', hasMany: true },
    { name: 'featuredRecipe', type: 'checkbox', defaultValue: false },
    { name: 'authenticationContext', type: 'relationship', relationTo: 'authentication-contexts' },
    forEveryoneField,
    { name: 'ingredients', type: 'richText', localized: true },
    { name: 'prepInstructions', type: 'richText', localized: true },
    { name: 'publishedDate', type: 'date', index: true },
    pageMetadataField,
  ],
})
