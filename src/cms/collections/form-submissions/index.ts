import { forwardingFields } from '../../outbox/forwarding-fields'
import { privateCollection } from '../factory'

/** Lead form posts and email sign-ups, stored before they are forwarded so none is lost. */
export const FormSubmissions = privateCollection({
  slug: 'form-submissions',
  admin: {
    useAsTitle: 'reference',
    group: 'Forms',
    defaultColumns: ['reference', 'form', 'email', 'forwardStatus', 'createdAt'],
    listSearchableFields: ['reference', 'email'],
  },
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true, index: true },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, index: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'lead',
      options: ['lead', 'signup'],
    },
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, index: true },
    { name: 'formGroup', type: 'relationship', relationTo: 'form-groups' },
    { name: 'contactType', type: 'text' },
    { name: 'email', type: 'text', index: true },
    { name: 'regionTag', type: 'text', required: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'pageUrl', type: 'text' },
    {
      name: 'data',
      type: 'json',
      required: true,
      admin: { description: 'Each field as sent: name, label, prospectApiFieldId and value.' },
    },
    ...forwardingFields,
  ],
})
