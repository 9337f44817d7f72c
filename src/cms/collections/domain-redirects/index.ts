import { bareHostname } from '../../../lib/bare-hostname'
import { isSameSitePath } from '../../../routing/redirects'
import { contentCollection } from '../factory'

const hostname = (value: unknown): true | string =>
  (typeof value === 'string' && bareHostname(value) === value) ||
  'Use a lower-case host name only, such as papas.example.com (no https://, port or path)'

const sitePath = (value: unknown): true | string =>
  (typeof value === 'string' && isSameSitePath(value)) ||
  'Use a path on this site, starting with a single /'

/** Requests on another host name for the site: the server sends them to a path on SITE_URL. */
export const DomainRedirects = contentCollection(
  {
    slug: 'domain-redirects',
    admin: { useAsTitle: 'domain', group: 'Settings' },
    fields: [
      { name: 'domain', type: 'text', required: true, unique: true, validate: hostname },
      { name: 'targetPath', type: 'text', required: true, validate: sitePath },
    ],
  },
  { regional: false, drafts: false, internal: true },
)
