import type { CollectionConfig, Field } from 'payload'
import { forwardingFields } from './forwarding-fields'
import type { OutboxSource } from './outbox-sources'
import { resendEndpoint } from './resend-endpoint'

const resendField: Field = {
  name: 'resend',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/src/cms/outbox/admin/resend-field.client#ResendField' },
  },
}

/** A collection of records the outbox forwards: its state fields, the re-send endpoint and buttons. */
export function withOutbox(config: CollectionConfig, source: OutboxSource): CollectionConfig {
  return {
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        beforeListTable: [
          {
            path: '/src/cms/outbox/admin/outbox-list-actions.client#OutboxListActions',
            clientProps: { collectionSlug: config.slug },
          },
        ],
      },
    },
    endpoints: [...(config.endpoints || []), resendEndpoint(source)],
    fields: [...config.fields, resendField, ...forwardingFields],
  }
}
