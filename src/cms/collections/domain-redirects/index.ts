import { contentCollection } from '../factory'

export const DomainRedirects = contentCollection(
  {
    slug: 'domain-redirects',
    admin: { useAsTitle: 'domain', group: 'Settings' },
    fields: [
      { name: 'domain', type: 'text', required: true, unique: true },
      { name: 'targetPath', type: 'text', required: true },
    ],
  },
  { regional: false, drafts: false, internal: true },
)
