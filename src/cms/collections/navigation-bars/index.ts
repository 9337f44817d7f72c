import type { Field } from 'payload'
import { authenticationField } from '../../fields/authentication'
import { linkFields, linkGroup } from '../../fields/link'
import { contentCollection } from '../factory'

export const NAV_LIMITS = {
  rightPreNavigationLinks: 4,
  groups: 4,
  sidebarLinks: 5,
  promos: 5,
  categoryColumns: 4,
  categoriesPerColumn: 5,
  childLinks: 20,
} as const

const navigationCategory: Field[] = [
  { name: 'name', type: 'text', localized: true, required: true },
  linkGroup('titleLink', 'nav_cat_title'),
  { name: 'childLinks', type: 'array', dbName: 'nav_child', maxRows: NAV_LIMITS.childLinks, fields: linkFields('nav_child') },
]

const dropdownGroup: Field[] = [
  { name: 'title', type: 'text', localized: true, required: true },
  linkGroup('link', 'nav_group'),
  authenticationField,
  {
    name: 'sidebarLinks',
    type: 'array',
    dbName: 'nav_sidebar',
    maxRows: NAV_LIMITS.sidebarLinks,
    fields: [...linkFields('nav_sidebar'), { name: 'linkSubtext', type: 'text', localized: true }],
  },
  {
    name: 'promos',
    type: 'array',
    dbName: 'nav_promos',
    maxRows: NAV_LIMITS.promos,
    fields: [
      { name: 'image', type: 'upload', relationTo: 'media' },
      { name: 'title', type: 'text', localized: true, required: true },
      { name: 'promoText', type: 'textarea', localized: true },
      linkGroup('link', 'nav_promo'),
      authenticationField,
    ],
  },
  {
    name: 'columns',
    label: 'Category columns',
    type: 'array',
    dbName: 'nav_cols',
    maxRows: NAV_LIMITS.categoryColumns,
    fields: [{ name: 'categories', type: 'array', dbName: 'nav_cats', maxRows: NAV_LIMITS.categoriesPerColumn, fields: navigationCategory }],
  },
]

export const NavigationBars = contentCollection({
  slug: 'navigation-bars',
  // Short table names keep PostgreSQL's generated identifiers under 63 characters.
  dbName: 'nav',
  admin: { useAsTitle: 'internalTitle', group: 'Settings' },
  fields: [
    { name: 'internalTitle', type: 'text', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'sampleBagEnabled', type: 'checkbox', defaultValue: false },
    linkGroup('sampleBagNavigationLink', 'nav_sample'),
    { name: 'regionDropdownTitle', type: 'text', localized: true },
    { name: 'languageDropdownTitle', type: 'text', localized: true },
    { name: 'leftPreNavigationLinks', type: 'array', dbName: 'nav_left', fields: linkFields('nav_left') },
    { name: 'rightPreNavigationLinks', type: 'array', dbName: 'nav_right', maxRows: NAV_LIMITS.rightPreNavigationLinks, fields: linkFields('nav_right') },
    { name: 'groups', type: 'array', dbName: 'nav_groups', maxRows: NAV_LIMITS.groups, fields: dropdownGroup },
  ],
})
