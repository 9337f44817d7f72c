import { contentCollection } from '../factory'

/** Spec "emailDomainBlacklist": form emails at these domains get "The specified email address is not allowed". */
export const EmailDomainBlocklist = contentCollection(
  {
    slug: 'email-domain-blocklist',
    admin: { useAsTitle: 'domain', group: 'Forms' },
    fields: [{ name: 'domain', type: 'text', required: true, unique: true, index: true }],
  },
  { regional: false, drafts: false, internal: true },
)
