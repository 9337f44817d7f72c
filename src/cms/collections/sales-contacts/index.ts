import { ownSalesContactOrEditor } from '../../partner-access'
import { privateCollection } from '../factory'

export const SalesContacts = privateCollection({
  slug: 'sales-contacts',
  admin: { useAsTitle: 'name', group: 'Partner program' },
  access: { read: ownSalesContactOrEditor },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'title', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
  ],
})
