import type { ArrayFieldValidation, Field } from 'payload'
import { LINKABLE_COLLECTIONS } from '@/lib/linkable-collections'
import { authenticationField } from './authentication'

/** Site routes that are not CMS documents; the site builds their URL per region and locale. */
export const SITE_ROUTES = [
  'home',
  'productIndex',
  'recipeIndex',
  'blogIndex',
  'partnerHome',
  'sampleBag',
  'favorites',
  'compare',
] as const

/** `enumKey` names the site-route enum: Postgres caps identifiers at 63 characters. */
export function linkFields(
  enumKey: string,
  options: { withAuthentication?: boolean } = {},
): Field[] {
  const fields: Field[] = [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'reference', type: 'relationship', relationTo: [...LINKABLE_COLLECTIONS] },
    {
      name: 'siteRoute',
      type: 'select',
      enumName: `enum_${enumKey}_route`,
      options: [...SITE_ROUTES],
      admin: { description: 'A site page that is not a CMS entry.' },
    },
    {
      name: 'url',
      type: 'text',
      admin: { description: 'Used when neither a reference nor a site route is chosen.' },
    },
    { name: 'externalLink', type: 'checkbox', defaultValue: false },
  ]
  return options.withAuthentication === false ? fields : [...fields, authenticationField]
}

/** A single link (group); every one shares the GraphQL/TypeScript type `SiteLink`. */
export function linkGroup(name: string, enumKey: string): Field {
  return {
    name,
    type: 'group',
    interfaceName: 'SiteLink',
    fields: linkFields(enumKey, { withAuthentication: false }).map((field) =>
      'name' in field && field.name === 'title' ? { ...field, required: false } : field,
    ),
  }
}

/** A list of links shown by login state; every one shares the type `NavigationLink`. */
export function navigationLinksField(
  name: string,
  options: {
    dbName: string
    enumKey: string
    maxRows?: number
    validate?: ArrayFieldValidation
  },
): Field {
  return {
    name,
    type: 'array',
    dbName: options.dbName,
    maxRows: options.maxRows,
    ...(options.validate ? { validate: options.validate } : {}),
    interfaceName: 'NavigationLink',
    fields: linkFields(options.enumKey),
  }
}
