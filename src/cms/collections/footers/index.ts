import { authenticationField } from '../../fields/authentication'
import { linkGroup, navigationLinksField } from '../../fields/link'
import { FOOTER_LIMITS } from '../../../lib/navigation-limits'
import { audienceLimit } from '../../fields/audience-limit'
import { contentCollection } from '../factory'

export const Footers = contentCollection(
  {
    slug: 'footers',
    admin: { useAsTitle: 'internalTitle', group: 'Settings' },
    fields: [
      { name: 'internalTitle', type: 'text', required: true },
      { name: 'logo', type: 'upload', relationTo: 'media' },
      { name: 'businessName', type: 'text', localized: true },
      { name: 'businessPhone', type: 'text' },
      linkGroup('privacyPolicyLink', 'ftr_privacy'),
      linkGroup('termsLink', 'ftr_terms'),
      { name: 'signupForm', type: 'relationship', relationTo: 'forms' },
      {
        name: 'columns',
        type: 'array',
        dbName: 'footer_cols',
        ...audienceLimit(FOOTER_LIMITS.columns, 'columns'),
        fields: [
          { name: 'name', type: 'text', localized: true, required: true },
          { name: 'dividers', type: 'checkbox', defaultValue: false },
          authenticationField,
          {
            name: 'categories',
            type: 'array',
            dbName: 'footer_cats',
            maxRows: FOOTER_LIMITS.categoriesPerColumn,
            fields: [
              { name: 'title', type: 'text', localized: true, required: true },
              linkGroup('link', 'ftr_cat'),
              navigationLinksField('childLinks', {
                dbName: 'footer_child',
                enumKey: 'ftr_child',
                maxRows: FOOTER_LIMITS.childLinks,
              }),
            ],
          },
        ],
      },
    ],
  },
  { internal: true },
)
