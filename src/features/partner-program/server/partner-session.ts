import 'server-only'
import { cookies, draftMode } from 'next/headers'
import { cache } from 'react'
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address'

/** HttpOnly: the browser's scripts never see the token (see session-cookie.ts for the flags). */
export const PARTNER_SESSION_COOKIE = 'partner-session'
const PARTNER_COLLECTION = 'partner-users'
/** A Payload JWT is a few hundred bytes; anything far longer is not one of ours. */
const MAX_TOKEN_LENGTH = 4096

export interface PartnerSession {
  token: string
  userId: number
  name: string
  email: string
  salesforceUserId: string
}

interface PartnerUserRecord {
  id?: unknown
  collection?: unknown
  name?: unknown
  email?: unknown
  salesforceUserId?: unknown
}

const bearer = (token: string) => new Headers({ authorization: `JWT ${token}` })

// Every page's scope reaches this module: loaded eagerly, the CMS would load with every route's
// code, though a guest's page never needs it.
const loadCms = async () => (await import('@/cms/submissions/payload')).cmsPayload()

function sessionOf(token: string, user: PartnerUserRecord | null): PartnerSession | null {
  if (!user || user.collection !== PARTNER_COLLECTION || typeof user.id !== 'number') return null
  if (typeof user.salesforceUserId !== 'string') return null
  return {
    token,
    userId: user.id,
    name: typeof user.name === 'string' ? user.name : '',
    email: typeof user.email === 'string' ? user.email : '',
    salesforceUserId: user.salesforceUserId,
  }
}

/** Checked against the database on every use: a signed-out or deleted partner's token is dead. */
export async function partnerOfToken(token: string | undefined): Promise<PartnerSession | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null
  try {
    const payload = await loadCms()
    const { user } = await payload.auth({ headers: bearer(token) })
    return sessionOf(token, user as PartnerUserRecord | null)
  } catch {
    return null
  }
}

/**
 * The partner of this request. Draft mode is the switch: sign-in turns it on, so Next renders this
 * browser's pages per request instead of the one cached copy every guest shares; without it the
 * page is a guest's and the cookie is never read (reading it would make every page dynamic).
 */
export const currentPartner = cache(async (): Promise<PartnerSession | null> => {
  if (!(await draftMode()).isEnabled) return null
  return partnerOfToken((await cookies()).get(PARTNER_SESSION_COOKIE)?.value)
})

export type SignInResult =
  | { ok: true; token: string; expiresAt: number; name: string }
  | { ok: false; reason: 'failed' }
  | { ok: false; reason: 'paused'; retryAfterMinutes: number }
  | { ok: false; reason: 'unexpected' }

function failureOf(error: unknown): SignInResult {
  const { status, data } = error as { status?: unknown; data?: { retryAfterMinutes?: unknown } }
  if (status === 401) return { ok: false, reason: 'failed' }
  if (status === 429) {
    const minutes = Number(data?.retryAfterMinutes)
    return { ok: false, reason: 'paused', retryAfterMinutes: minutes > 0 ? minutes : 1 }
  }
  console.error('partner sign-in failed unexpectedly', error)
  return { ok: false, reason: 'unexpected' }
}

/** The login hooks throttle per account and client, so only the client's address is passed on. */
export async function signIn(
  email: string,
  password: string,
  requestHeaders: Headers,
): Promise<SignInResult> {
  const headers = new Headers()
  const client = requestHeaders.get(CLIENT_ADDRESS_HEADER)
  if (client) headers.set(CLIENT_ADDRESS_HEADER, client)
  try {
    const payload = await loadCms()
    const result = await payload.login({
      collection: PARTNER_COLLECTION,
      data: { email, password },
      req: { headers },
      depth: 0,
    })
    if (!result.token || !result.exp) return failureOf(new Error('login returned no token'))
    const user = result.user as PartnerUserRecord
    return {
      ok: true,
      token: result.token,
      expiresAt: result.exp * 1000,
      name: typeof user.name === 'string' ? user.name : '',
    }
  } catch (error) {
    return failureOf(error)
  }
}

/** Ends this session in the database; other devices the partner signed in on stay signed in. */
export async function signOut(token: string | undefined): Promise<void> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return
  const payload = await loadCms()
  const { user } = await payload.auth({ headers: bearer(token) })
  if (!sessionOf(token, user as PartnerUserRecord | null) || !user) return
  const { createLocalReq, logoutOperation } = await import('payload')
  await logoutOperation({
    collection: payload.collections[PARTNER_COLLECTION],
    req: await createLocalReq({ user }, payload),
    allSessions: false,
  })
}
