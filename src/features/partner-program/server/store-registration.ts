import 'server-only'
import type { Payload, Where } from 'payload'
import { existingAccountEmail } from '@/cms/auth/partner-emails'
import { PARTNER_COLLECTION } from '@/cms/partner-access'
import { normalizeEmail } from '@/lib/email-domain'
import { siteUrl } from '@/lib/site-origin'
import type { Locale } from '@/routing/locales'
import type { RegistrationRequest } from '../lib/registration-schema'
import { existingAccountNotices } from './registration-limits'

const COLLECTION = 'partner-registrations'

export interface Registration {
  request: RegistrationRequest
  idempotencyKey: string
  regionTag: string
  locale: Locale
  /** Site paths in the visitor's region and language, for the emails. */
  resetPath: string
  signInPath: string
}

/**
 * Stored: a new request for an editor. Notified: the address has an account, and was emailed so.
 * Known: nothing new. The visitor is told the same in every case.
 */
export type Taken = 'stored' | 'notified' | 'known'

const exists = async (
  payload: Payload,
  collection: typeof COLLECTION | typeof PARTNER_COLLECTION,
  where: Where,
) =>
  (
    await payload.count({
      collection,
      where,
      overrideAccess: true,
    })
  ).totalDocs > 0

/** An address with an account is told so by email, never on the page, so the page tells nobody. */
function tellExistingPartner(
  payload: Payload,
  email: string,
  signInPath: string,
  locale: Locale,
): void {
  void payload
    .sendEmail({ to: email, ...existingAccountEmail(locale, siteUrl(signInPath)) })
    .catch((error: unknown) => console.error('partner registration: notice not sent', error))
}

/**
 * One request per key, one pending request per address: a retry, a second press or a second tab
 * stores nothing new. Callers run this one at a time per address.
 */
export async function takeRegistration(
  payload: Payload,
  registration: Registration,
): Promise<Taken> {
  const { request, idempotencyKey, regionTag, locale, resetPath, signInPath } = registration
  const email = normalizeEmail(request.email)
  if (await exists(payload, COLLECTION, { idempotencyKey: { equals: idempotencyKey } }))
    return 'known'
  const pending: Where = { and: [{ email: { equals: email } }, { status: { equals: 'pending' } }] }
  if (await exists(payload, COLLECTION, pending)) return 'known'
  if (await exists(payload, PARTNER_COLLECTION, { email: { equals: email } })) {
    if ((await existingAccountNotices().consume(email)).allowed)
      tellExistingPartner(payload, email, signInPath, locale)
    return 'notified'
  }
  try {
    await payload.create({
      collection: COLLECTION,
      data: {
        ...request,
        email,
        status: 'pending',
        regionTag,
        locale,
        idempotencyKey,
        resetPath,
      },
      overrideAccess: true,
    })
    return 'stored'
  } catch (error) {
    // Another instance stored the same key first: its unique index refused this copy.
    if (await exists(payload, COLLECTION, { idempotencyKey: { equals: idempotencyKey } }))
      return 'known'
    throw error
  }
}
