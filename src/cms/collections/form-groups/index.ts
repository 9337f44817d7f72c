import { contentCollection } from '../factory'

export const FormGroups = contentCollection(
  {
    slug: 'form-groups',
    admin: { useAsTitle: 'internalTitle', group: 'Forms' },
    fields: [
      { name: 'internalTitle', type: 'text', required: true },
      { name: 'domain', type: 'text' },
      { name: 'businessUnit', type: 'text' },
      { name: 'campaignId', type: 'text' },
      { name: 'folder', type: 'text' },
      {
        name: 'handlerUrl',
        type: 'text',
        admin: { description: 'Submissions are forwarded here after they are stored.' },
      },
    ],
  },
  { regional: false, drafts: false, internal: true },
)
