import { ownProfileOrEditor } from '../../partner-access'
import { privateCollection } from '../factory'

/** The CRM's mirror of a partner's account, keyed by the partner user's salesforceUserId. */
export const PartnerProfiles = privateCollection({
  slug: 'partner-profiles',
  admin: { useAsTitle: 'operationName', group: 'Partner program' },
  access: { read: ownProfileOrEditor },
  fields: [
    { name: 'salesforceUserId', type: 'text', required: true, unique: true, index: true },
    { name: 'operationName', type: 'text', required: true },
    { name: 'segment', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'state', type: 'text' },
    { name: 'zip', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'salesContact', type: 'relationship', relationTo: 'sales-contacts' },
    { name: 'partnerSince', type: 'date' },
  ],
})
