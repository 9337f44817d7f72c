import { randomBytes } from 'node:crypto'
import {
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  ValidationError,
} from 'payload'
import { siteUrl } from '../../../lib/site-origin'
import type { PartnerRegistration } from '../../../payload-types'
import { RESET_PAGE_CONTEXT, WELCOME_CONTEXT } from '../../auth/partner-password-reset'
import { PARTNER_COLLECTION } from '../../partner-access'

const WELCOME_LINK_HOURS = 72

const refuse = (path: string, message: string) =>
  new ValidationError({ errors: [{ path, message }] })

/** Approving creates the partner's sign-in, with a password nobody knows until they choose one. */
export const approveRegistration: CollectionBeforeChangeHook<PartnerRegistration> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const wasApproved = originalDoc.status === 'approved'
  if (wasApproved && data.status && data.status !== 'approved')
    throw refuse('status', 'An approved request stays approved: remove the account under Accounts.')
  if (wasApproved || data.status !== 'approved') return data
  const salesforceUserId = (data.salesforceUserId ?? originalDoc.salesforceUserId ?? '').trim()
  if (!salesforceUserId) throw refuse('salesforceUserId', 'Enter the CRM user id to approve.')
  const email = (data.email ?? originalDoc.email).trim().toLowerCase()
  const taken = await req.payload.count({
    collection: PARTNER_COLLECTION,
    where: {
      or: [{ email: { equals: email } }, { salesforceUserId: { equals: salesforceUserId } }],
    },
    overrideAccess: true,
    req,
  })
  if (taken.totalDocs > 0)
    throw refuse('email', 'A partner account with this email address or CRM user id exists.')
  const user = await req.payload.create({
    collection: PARTNER_COLLECTION,
    data: {
      email,
      name: data.contactName ?? originalDoc.contactName,
      salesforceUserId,
      password: randomBytes(32).toString('base64url'),
    },
    overrideAccess: true,
    req,
  })
  return { ...data, salesforceUserId, partnerUser: user.id }
}

/** The approved partner is emailed a link to choose a password on the site's reset screen. */
export const welcomeApprovedPartner: CollectionAfterChangeHook<PartnerRegistration> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.status !== 'approved' || previousDoc?.status === 'approved')
    return doc
  await req.payload.forgotPassword({
    collection: PARTNER_COLLECTION,
    data: { email: doc.email },
    expiration: WELCOME_LINK_HOURS * 60 * 60 * 1000,
    context: {
      [WELCOME_CONTEXT]: true,
      ...(doc.resetPath && { [RESET_PAGE_CONTEXT]: siteUrl(doc.resetPath) }),
    },
    req,
  })
  return doc
}
