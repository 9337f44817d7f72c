import type { Access, PayloadRequest, Where } from 'payload'
import { isEditor } from './access'

export const PARTNER_COLLECTION = 'partner-users'

export function isPartner(req: PayloadRequest): boolean {
  return req.user?.collection === PARTNER_COLLECTION
}

function partnerSalesforceId(req: PayloadRequest): string | null {
  if (!isPartner(req)) return null
  const id = (req.user as { salesforceUserId?: unknown }).salesforceUserId
  return typeof id === 'string' && id ? id : null
}

/** A partner reads the CRM mirror of their own account, nobody else's. */
export const ownProfileOrEditor: Access = ({ req }) => {
  if (isEditor(req)) return true
  const salesforceUserId = partnerSalesforceId(req)
  return salesforceUserId ? { salesforceUserId: { equals: salesforceUserId } } : false
}

/** A partner reads the sales contact named on their own profile. */
export const ownSalesContactOrEditor: Access = async ({ req }) => {
  if (isEditor(req)) return true
  const salesforceUserId = partnerSalesforceId(req)
  if (!salesforceUserId) return false
  const { docs } = await req.payload.find({
    collection: 'partner-profiles',
    where: { salesforceUserId: { equals: salesforceUserId } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const contact = docs[0]?.salesContact
  const id = typeof contact === 'object' && contact ? contact.id : contact
  return typeof id === 'number' ? ({ id: { equals: id } } satisfies Where) : false
}
