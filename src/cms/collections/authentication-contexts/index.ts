import { contentCollection } from '../factory'

export const AuthenticationContexts = contentCollection(
  {
    slug: 'authentication-contexts',
    admin: { useAsTitle: 'internalTitle', group: 'Settings' },
    fields: [
      { name: 'internalTitle', type: 'text', required: true },
      { name: 'behavior', type: 'select', defaultValue: 'show', options: ['show', 'hide'] },
      { name: 'segments', type: 'text', hasMany: true },
      { name: 'zipCodes', type: 'text', hasMany: true },
    ],
  },
  { regional: false, drafts: false, internal: true },
)
