import { privateCollection } from '../factory'

/** Stored before they are forwarded, so none is lost. */
export const FormSubmissions = privateCollection({
  slug: 'form-submissions',
  admin: { useAsTitle: 'reference', group: 'Forms' },
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true, index: true },
    { name: 'idempotencyKey', type: 'text', unique: true, index: true },
    { name: 'form', type: 'relationship', relationTo: 'forms' },
    { name: 'regionTag', type: 'text' },
    { name: 'locale', type: 'text' },
    { name: 'data', type: 'json', required: true },
    {
      name: 'forwardStatus',
      type: 'select',
      defaultValue: 'pending',
      options: ['pending', 'forwarded', 'failed', 'notConfigured'],
    },
    { name: 'forwardAttempts', type: 'number', defaultValue: 0 },
  ],
})
