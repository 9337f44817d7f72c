import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { clientAddress } from '../../lib/client-address'
import { processWide } from '../../lib/process-wide'
import { PARTNER_COLLECTION } from '../partner-access'
import { spendPasswordCheckTime } from './equal-time'
import { createLoginThrottle } from './login-throttle'

const PARTNER_SITE_OPERATIONS: readonly string[] = ['login', 'forgotPassword', 'resetPassword']

const throttle = processWide('login-throttle', () => createLoginThrottle())
const ATTEMPT = 'loginAttempt'

interface Attempt {
  account: string
  client: string
}

const attemptOf = (req: PayloadRequest) => req.context?.[ATTEMPT] as Attempt | undefined

// Same words and time for known and unknown accounts, so nothing tells which addresses have one.
export const beforeLogin: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
  collection,
}) => {
  // Partners sign in and reset passwords on the site (one door, one throttle, the site's session
  // cookie and reset page), never over the CMS API, where Payload would hand them its own cookie.
  if (
    collection.slug === PARTNER_COLLECTION &&
    PARTNER_SITE_OPERATIONS.includes(operation) &&
    req.payloadAPI !== 'local'
  ) {
    throw new APIError('Partners sign in on the site.', 403, undefined, true)
  }
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const account = `${collection.slug}:${typeof data?.email === 'string' ? data.email : ''}`
  const attempt: Attempt = { account, client: clientAddress(req.headers) ?? 'unknown' }
  req.context[ATTEMPT] = attempt
  const waitMinutes = await throttle.attempt(attempt.account, attempt.client)
  if (waitMinutes !== null) {
    await spendPasswordCheckTime(data?.password)
    // With data, Payload's REST answer keeps the message (without, a minified error name loses it).
    throw new APIError(
      `Too many failed sign-in attempts. Try again in ${waitMinutes} minute${waitMinutes === 1 ? '' : 's'}.`,
      429,
      { retryAfterMinutes: waitMinutes },
      true,
    )
  }
  const email = typeof data?.email === 'string' ? data.email.trim().toLowerCase() : ''
  const known =
    email &&
    (await req.payload.db.findOne({
      collection: collection.slug,
      req,
      where: { email: { equals: email } },
    }))
  if (!known) await spendPasswordCheckTime(data?.password)
  return args
}

export const afterLogin: CollectionAfterLoginHook = async ({ req }) => {
  const attempt = attemptOf(req)
  if (attempt) await throttle.succeeded(attempt.account, attempt.client)
}
