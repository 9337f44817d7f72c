import { contentCollection } from '../factory'

export const FeatureFlags = contentCollection(
  {
    slug: 'feature-flags',
    admin: { useAsTitle: 'flagId', group: 'Settings' },
    fields: [
      { name: 'flagId', type: 'text', required: true, index: true },
      { name: 'active', type: 'checkbox', defaultValue: false },
    ],
  },
  { drafts: false, internal: true },
)
