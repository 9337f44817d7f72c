import type { Field } from 'payload'
import { themeColourField } from '../../fields/theme-colour'
import { contentCollection } from '../factory'

const pageRef = (name: string): Field => ({ name, type: 'relationship', relationTo: 'pages' })

const emailTemplate = (name: string, description: string): Field => ({
  name,
  type: 'group',
  admin: { description },
  fields: [
    { name: 'subject', type: 'text', localized: true },
    { name: 'body', type: 'richText', localized: true },
  ],
})

export const GlobalSettings = contentCollection(
  {
    slug: 'global-settings',
    admin: { useAsTitle: 'internalTitle', group: 'Settings' },
    fields: [
      { name: 'internalTitle', type: 'text', required: true },
      { name: 'siteName', type: 'text', required: true, defaultValue: 'Terrafield Foods' },
      { name: 'partnerProgramName', type: 'text', required: true, defaultValue: 'Terrafield' },
      { name: 'logo', type: 'upload', relationTo: 'media' },
      {
        name: 'icon',
        type: 'upload',
        relationTo: 'media',
        admin: {
          description:
            'A square mark for the favicon, touch icon and app icons (SVG is best); the logo when empty.',
        },
      },
      themeColourField,
      {
        name: 'defaultSocialImage',
        type: 'upload',
        relationTo: 'media',
        admin: {
          description: 'Shared with links to pages that have no image of their own (1200 × 630).',
        },
      },
      pageRef('homePage'),
      pageRef('recipePage'),
      pageRef('blogPage'),
      pageRef('productIndexPage'),
      pageRef('productRegulatoryPage'),
      pageRef('contactUsPage'),
      pageRef('findADistributorPage'),
      {
        name: 'defaultHeaderImage',
        type: 'group',
        fields: [
          { name: 'url', type: 'text' },
          { name: 'title', type: 'text', localized: true },
        ],
      },
      { name: 'contactPhoneNumber', type: 'text' },
      { name: 'contactWebsite', type: 'text' },
      { name: 'copyrightCompanyName', type: 'text', required: true },
      { name: 'showFooterEmailSignupForm', type: 'checkbox', defaultValue: false },
      {
        name: 'social',
        type: 'group',
        fields: ['facebook', 'twitter', 'instagram', 'youtube'].map((name): Field => ({
          name,
          type: 'text',
        })),
      },
      { name: 'hideProductSpecificationsImage', type: 'checkbox', defaultValue: false },
      { name: 'excludedProductSpecificationKeys', type: 'text', hasMany: true },
      { name: 'productSpecificationsDisclaimer', type: 'textarea', localized: true },
      emailTemplate(
        'distributorRequestEmail',
        'The distributor finder’s email link. {product} becomes the product the visitor came from (or is left out), {distributor} the distributor’s name; the body is sent as plain text.',
      ),
      emailTemplate(
        'shareProductEmail',
        'A product page’s share-by-email link. {product} becomes the product’s name and {url} its link (added at the end when the body has no {url}); the body is sent as plain text.',
      ),
      { name: 'youTubeEmbedDomain', type: 'text', defaultValue: 'www.youtube-nocookie.com' },
      { name: 'wistiaEmbedDomain', type: 'text', defaultValue: 'fast.wistia.net' },
      { name: 'wistiaSpeedDemonScriptDomain', type: 'text' },
      { name: 'metaPixelCode', type: 'text' },
      {
        name: 'partnerProgramSettings',
        type: 'relationship',
        relationTo: 'partner-program-settings',
      },
    ],
  },
  { internal: true },
)
