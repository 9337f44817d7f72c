import { FORM_SUBMISSIONS_OUTBOX } from '../../outbox/outbox-sources'
import { withOutbox } from '../../outbox/with-outbox'
import { privateCollection } from '../factory'
import { exportCsv } from './export-csv'

/** Lead form posts and email sign-ups, stored before they are forwarded so none is lost. */
export const FormSubmissions = privateCollection(
  withOutbox(
    {
      slug: 'form-submissions',
      admin: {
        useAsTitle: 'reference',
        group: 'Forms',
        defaultColumns: ['reference', 'form', 'email', 'forwardStatus', 'createdAt'],
        listSearchableFields: ['reference', 'email'],
      },
      endpoints: [exportCsv],
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
      ],
    },
    FORM_SUBMISSIONS_OUTBOX,
  ),
)
