import type { Block } from 'payload'
import { anchorIdField } from '../in-page-navigation/anchor-id'

/** Spec §2 "forms": any CMS lead form; renders in the forms feature. */
export const LeadFormBlock: Block = {
  slug: 'leadForm',
  interfaceName: 'LeadFormBlock',
  graphQL: { singularName: 'LeadFormBlock' },
  fields: [
    anchorIdField,
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true },
  ],
}
