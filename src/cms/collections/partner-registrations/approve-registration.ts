import { randomBytes } from 'node:crypto'
import {
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  ValidationError,
} from 'payload'
import { siteUrl } from '../../../lib/site-origin'
import type { PartnerRegistration } from '../../../payload-types'
import { emailLocale, tokenLink, welcomeEmail } from '../../auth/partner-emails'
import { PARTNER_COLLECTION } from '../../partner-access'

/** How long the emailed link to choose a first password works. */
export const WELCOME_LINK_HOURS = 72

const refuse = (path: string, message: string) =>
  new ValidationError({ errors: [{ path, message }] })

const isApproval = (status: unknown, before: PartnerRegistration | undefined) =>
  status === 'approved' && before?.status !== 'approved'

/** Checks only, nothing written: a refused approval leaves no account behind on any database. */
export const checkApproval: CollectionBeforeChangeHook<PartnerRegistration> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  if (originalDoc.status === 'approved' && data.status && data.status !== 'approved')
    throw refuse('status', 'An approved request stays approved: remove the account under Accounts.')
  if (!isApproval(data.status, originalDoc)) return data
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
  return { ...data, salesforceUserId }
}

/**
 * Once the approval is saved: the partner's sign-in, with a password nobody knows and a link to
 * choose one. The token is written here, in the editor's transaction, rather than by Payload's
 * forgot-password, which looks the account up outside it (and caps links at the reset hour).
 */
export const createApprovedPartner: CollectionAfterChangeHook<PartnerRegistration> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !isApproval(doc.status, previousDoc)) return doc
  const token = randomBytes(20).toString('hex')
  const user = await req.payload.create({
    collection: PARTNER_COLLECTION,
    data: {
      email: doc.email,
      name: doc.contactName,
      salesforceUserId: doc.salesforceUserId ?? '',
      password: randomBytes(32).toString('base64url'),
    },
    overrideAccess: true,
    req,
  })
  await req.payload.update({
    collection: PARTNER_COLLECTION,
    id: user.id,
    data: {
      resetPasswordToken: token,
      resetPasswordExpiration: new Date(
        Date.now() + WELCOME_LINK_HOURS * 60 * 60 * 1000,
      ).toISOString(),
    },
    overrideAccess: true,
    req,
  })
  // Straight to the database: through the collection this hook would run again.
  await req.payload.db.updateOne({
    collection: 'partner-registrations',
    id: doc.id,
    data: { partnerUser: user.id },
    req,
  })
  const link = tokenLink(siteUrl(doc.resetPath ?? '/'), token)
  await req.payload.sendEmail({
    to: doc.email,
    ...welcomeEmail(emailLocale(doc.locale), link, WELCOME_LINK_HOURS),
  })
  return { ...doc, partnerUser: user.id }
}
