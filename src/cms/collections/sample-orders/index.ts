import { SAMPLE_ORDERS_OUTBOX } from '../../outbox/outbox-sources'
import { withOutbox } from '../../outbox/with-outbox'
import { privateCollection } from '../factory'
import { exportCsv } from './export-csv'

export const SampleOrders = privateCollection(
  withOutbox(
    {
      slug: 'sample-orders',
      admin: { useAsTitle: 'reference', group: 'Forms' },
      endpoints: [exportCsv],
      fields: [
        { name: 'reference', type: 'text', required: true, unique: true, index: true },
        { name: 'idempotencyKey', type: 'text', unique: true, index: true },
        { name: 'regionTag', type: 'text', required: true },
        { name: 'locale', type: 'text', required: true },
        {
          name: 'items',
          type: 'array',
          required: true,
          fields: [{ name: 'sku', type: 'text', required: true }],
        },
        {
          name: 'contact',
          type: 'group',
          fields: [
            { name: 'firstName', type: 'text', required: true },
            { name: 'lastName', type: 'text', required: true },
            { name: 'email', type: 'email', required: true },
            { name: 'phone', type: 'text', required: true },
            { name: 'phoneExtension', type: 'text' },
            { name: 'businessName', type: 'text', required: true },
            { name: 'businessType', type: 'text' },
          ],
        },
        {
          name: 'shippingAddress',
          type: 'group',
          fields: [
            { name: 'street', type: 'text', required: true },
            { name: 'street2', type: 'text' },
            { name: 'city', type: 'text', required: true },
            { name: 'state', type: 'text', required: true },
            { name: 'postcode', type: 'text', required: true },
            { name: 'country', type: 'text', required: true },
          ],
        },
      ],
    },
    SAMPLE_ORDERS_OUTBOX,
  ),
)
