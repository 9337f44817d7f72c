import type { Field } from 'payload'
import { authenticationField } from '../../fields/authentication'
import { linkFields, linkGroup, navigationLinksField } from '../../fields/link'
import { NAV_LIMITS } from '../../../lib/navigation-limits'
import { audienceLimit } from '../../fields/audience-limit'
import { contentCollection } from '../factory'

const navigationCategory: Field[] = [
  { name: 'name', type: 'text', localized: true, required: true },
  linkGroup('titleLink', 'nav_cat_title'),
  navigationLinksField('childLinks', {
    dbName: 'nav_child',
    enumKey: 'nav_child',
    maxRows: NAV_LIMITS.childLinks,
  }),
]

const dropdownGroup: Field[] = [
  { name: 'title', type: 'text', localized: true, required: true },
  linkGroup('link', 'nav_group'),
  authenticationField,
  {
    name: 'sidebarLinks',
    type: 'array',
    dbName: 'nav_sidebar',
    interfaceName: 'SidebarLink',
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
    fields: [
      {
        name: 'categories',
        type: 'array',
        dbName: 'nav_cats',
        maxRows: NAV_LIMITS.categoriesPerColumn,
        fields: navigationCategory,
      },
    ],
  },
]

export const NavigationBars = contentCollection(
  {
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
      navigationLinksField('leftPreNavigationLinks', { dbName: 'nav_left', enumKey: 'nav_left' }),
      navigationLinksField('rightPreNavigationLinks', {
        dbName: 'nav_right',
        enumKey: 'nav_right',
        ...audienceLimit(NAV_LIMITS.rightPreNavigationLinks, 'right-hand links'),
      }),
      {
        name: 'groups',
        type: 'array',
        dbName: 'nav_groups',
        ...audienceLimit(NAV_LIMITS.groups, 'dropdown groups'),
        fields: dropdownGroup,
      },
    ],
  },
  { internal: true },
)
