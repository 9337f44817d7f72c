import type { Block } from 'payload'
import { anchorIdField, requiredAnchorIdField } from './anchor-id'

export const MAX_IN_PAGE_LINKS = 20

export const InPageNavigationBlock: Block = {
  slug: 'inPageNavigation',
  interfaceName: 'InPageNavigationBlock',
  graphQL: { singularName: 'InPageNavigationBlock' },
  fields: [
    anchorIdField,
    {
      name: 'links',
      type: 'array',
      dbName: 'ipn_links',
      minRows: 1,
      maxRows: MAX_IN_PAGE_LINKS,
      fields: [
        { name: 'label', type: 'text', localized: true, required: true },
        requiredAnchorIdField,
      ],
    },
  ],
}
