import { LOCALES } from '../../../routing/locales'
import { isSameSitePath } from '../../../routing/redirects'
import { contentCollection } from '../factory'

function sitePath(value: unknown): true | string {
  return (
    (typeof value === 'string' && isSameSitePath(value)) ||
    'Use a path on this site, starting with a single /'
  )
}

/** Applied only when no content answers the path, so hits stay cheap. */
export const Redirects = contentCollection(
  {
    slug: 'redirects',
    admin: { useAsTitle: 'from', group: 'Settings' },
    fields: [
      { name: 'from', type: 'text', required: true, index: true, validate: sitePath },
      { name: 'to', type: 'text', required: true, validate: sitePath },
      { name: 'locale', type: 'select', options: [...LOCALES] },
      { name: 'permanent', type: 'checkbox', defaultValue: true },
    ],
  },
  { drafts: false, internal: true },
)
