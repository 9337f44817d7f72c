import type { Field } from 'payload'
import { authenticationField } from './authentication'

export const LINKABLE_COLLECTIONS = ['pages', 'products', 'recipes', 'blogs', 'brands', 'product-categories', 'blog-categories'] as const

/** A navigation link: an internal reference, or a URL (site path or external). */
export function linkFields(options: { withAuthentication?: boolean } = {}): Field[] {
  const fields: Field[] = [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'reference', type: 'relationship', relationTo: [...LINKABLE_COLLECTIONS] },
    { name: 'url', type: 'text', admin: { description: 'Used when no reference is chosen.' } },
    { name: 'externalLink', type: 'checkbox', defaultValue: false },
  ]
  return options.withAuthentication === false ? fields : [...fields, authenticationField]
}

export function linkGroup(name: string, options: { required?: boolean } = {}): Field {
  return {
    name,
    type: 'group',
    fields: linkFields({ withAuthentication: false }).map((field) =>
      'name' in field && field.name === 'title' && !options.required ? { ...field, required: false } : field,
    ),
  }
}
