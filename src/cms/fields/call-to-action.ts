import type { Field } from 'payload'
import { LINKABLE_COLLECTIONS } from '@/lib/linkable-collections'

export const CTA_STYLES = ['primary', 'secondary', 'outline', 'link'] as const

/** Spec "Call to action". */
export const callToActionFields: Field[] = [
  { name: 'text', type: 'text', localized: true, required: true },
  { name: 'style', type: 'select', defaultValue: 'primary', options: [...CTA_STYLES] },
  {
    name: 'typeOfCta',
    type: 'select',
    defaultValue: 'link',
    options: ['link', 'reference', 'emailTemplate'],
  },
  { name: 'url', type: 'text' },
  { name: 'reference', type: 'relationship', relationTo: [...LINKABLE_COLLECTIONS] },
  {
    name: 'emailTemplate',
    type: 'group',
    fields: [
      { name: 'to', type: 'email' },
      { name: 'subject', type: 'text', localized: true },
      { name: 'body', type: 'textarea', localized: true },
    ],
  },
  { name: 'openNewWindow', type: 'checkbox', defaultValue: false },
]

/** One shared `CallToAction` type in TypeScript and GraphQL, so one fragment serves every block. */
export function callsToActionField(name: string, maxRows: number): Field {
  return { name, type: 'array', maxRows, interfaceName: 'CallToAction', fields: callToActionFields }
}
