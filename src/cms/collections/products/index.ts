import type { Field } from 'payload'
import { pageMetadataField } from '../../fields/page-metadata'
import { slugField } from '../../fields/slug'
import { metadataTagsField } from '../../fields/tags'
import { contentCollection } from '../factory'
import { dietaryFlagsField, k12Field } from './flags'
import {
  nutritionAnzField,
  nutritionJapanField,
  nutritionKoreaField,
  nutritionUsField,
} from './nutrition'
import { productTaxonomyFields } from './taxonomies'

const videoFields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  {
    name: 'platform',
    type: 'select',
    defaultValue: 'youtube',
    options: ['youtube', 'wistia', 'hosted'],
  },
  { name: 'videoId', type: 'text' },
  { name: 'file', type: 'upload', relationTo: 'media' },
  { name: 'thumbnail', type: 'upload', relationTo: 'media' },
]

const imageList = (name: string): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
})

export const Products = contentCollection({
  slug: 'products',
  admin: {
    useAsTitle: 'sku',
    group: 'Catalogue',
    defaultColumns: ['sku', 'marketingName', 'regionTags', '_status'],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Identity',
          fields: [
            { name: 'sku', type: 'text', required: true, unique: true, index: true },
            slugField(),
            { name: 'marketingName', type: 'text', localized: true, required: true },
            metadataTagsField,
            { name: 'brand', type: 'relationship', relationTo: 'brands' },
            { name: 'subBrand', type: 'relationship', relationTo: 'brands' },
            {
              name: 'categories',
              type: 'relationship',
              relationTo: 'product-categories',
              hasMany: true,
            },
            {
              name: 'cutTypes',
              type: 'relationship',
              relationTo: 'cut-types',
              hasMany: true,
              maxRows: 10,
            },
            {
              name: 'badge',
              type: 'group',
              fields: [
                { name: 'internalTitle', type: 'text' },
                { name: 'text', type: 'text', localized: true },
                { name: 'image', type: 'upload', relationTo: 'media' },
                { name: 'link', type: 'text' },
              ],
            },
            { name: 'getASample', type: 'checkbox', defaultValue: true },
            { name: 'findADistributor', type: 'checkbox', defaultValue: true },
            { name: 'showK12Sheet', type: 'checkbox', defaultValue: false },
            { name: 'hideNutritionalFactPanel', type: 'checkbox', defaultValue: false },
            { name: 'publishedDate', type: 'date', index: true },
            pageMetadataField,
          ],
        },
        {
          label: 'Marketing',
          fields: [
            { name: 'generalDescription', type: 'textarea', localized: true },
            { name: 'benefits', type: 'textarea', localized: true },
            { name: 'casePackDescription', type: 'text', localized: true },
            { name: 'cutSize', type: 'text' },
            { name: 'packSize', type: 'text' },
            { name: 'diameter', type: 'text' },
            { name: 'cutSizeOptions', type: 'text', hasMany: true },
            { name: 'packSizeOptions', type: 'text', hasMany: true },
            imageList('productImages'),
            { name: 'damProductImageUrls', type: 'text', hasMany: true },
            { name: 'inUseImage', type: 'upload', relationTo: 'media' },
            { name: 'styledImage', type: 'upload', relationTo: 'media' },
            { name: 'preparedImage', type: 'upload', relationTo: 'media' },
            { name: 'frontInnerpackImage', type: 'upload', relationTo: 'media' },
            { name: 'backInnerpackImage', type: 'upload', relationTo: 'media' },
            { name: 'videos', type: 'array', maxRows: 3, fields: videoFields },
            { name: 'linkedBlogs', type: 'relationship', relationTo: 'blogs', hasMany: true },
            { name: 'linkedRecipes', type: 'relationship', relationTo: 'recipes', hasMany: true },
          ],
        },
        {
          label: 'Specifications',
          fields: [
            ...productTaxonomyFields,
            { name: 'grossWeight', type: 'text' },
            { name: 'netWeight', type: 'text' },
            { name: 'manufactureCountry', type: 'text', localized: true },
            { name: 'k12Flag', type: 'checkbox', defaultValue: false },
            {
              name: 'specificationFlags',
              type: 'array',
              maxRows: 16,
              fields: [
                { name: 'title', type: 'text', localized: true, required: true },
                { name: 'key', type: 'text', required: true },
                { name: 'icon', type: 'upload', relationTo: 'media' },
                { name: 'hideIconTitle', type: 'checkbox', defaultValue: false },
              ],
            },
            { name: 'ingredients', type: 'textarea', localized: true },
            {
              name: 'contains',
              type: 'text',
              localized: true,
              admin: { description: 'Allergens' },
            },
            dietaryFlagsField,
            k12Field,
            { name: 'ingredientDisclaimerText', type: 'textarea', localized: true },
            { name: 'ingredientDisclaimerLink', type: 'relationship', relationTo: 'pages' },
          ],
        },
        {
          label: 'Nutrition',
          fields: [nutritionUsField, nutritionAnzField, nutritionJapanField, nutritionKoreaField],
        },
        {
          label: 'Shipping and storage',
          fields: [
            ...['width', 'length', 'height'].flatMap((d): Field[] => [
              { name: d, type: 'number', min: 0 },
              { name: `${d}Unit`, type: 'text', defaultValue: 'in' },
            ]),
            { name: 'caseCube', type: 'number', min: 0 },
            { name: 'tixHi', type: 'text' },
            { name: 'shelfLife', type: 'number', min: 0, admin: { description: 'Days' } },
            { name: 'storageTempHigh', type: 'number' },
            { name: 'storageTempLow', type: 'number' },
            { name: 'storageTempUoM', type: 'select', defaultValue: 'F', options: ['F', 'C'] },
            { name: 'packagingCategory', type: 'text', localized: true },
          ],
        },
        {
          label: 'Preparation',
          fields: [
            { name: 'preparationDescription', type: 'textarea', localized: true },
            {
              name: 'preparationMethodType',
              type: 'relationship',
              relationTo: 'preparation-methods',
            },
            { name: 'preparationTime', type: 'text' },
            { name: 'preparationTemperature', type: 'text' },
            {
              name: 'preparationInstructions',
              type: 'array',
              dbName: 'prep_steps',
              maxRows: 8,
              fields: [
                { name: 'methodName', type: 'text', localized: true, required: true },
                { name: 'description', type: 'text', localized: true },
                { name: 'icon', type: 'upload', relationTo: 'media' },
                {
                  name: 'bullets',
                  type: 'array',
                  dbName: 'prep_bullets',
                  fields: [{ name: 'text', type: 'text', localized: true, required: true }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
})
