import 'server-only'
import { RESET_LOCALE_CONTEXT, RESET_PAGE_CONTEXT } from '@/cms/auth/partner-password-reset'
import { cmsPayload } from '@/cms/submissions/payload'
import type { Locale } from '@/routing/locales'
import type { SignInResult } from './partner-session'

const PARTNER_COLLECTION = 'partner-users'

/**
 * Started, never awaited by the caller: the answer goes out at once whether the address has an
 * account or not, so neither the words nor the time tell.
 */
export function requestPasswordReset(email: string, resetPageUrl: string, locale: Locale): void {
  void (async () => {
    const payload = await cmsPayload()
    await payload.forgotPassword({
      collection: PARTNER_COLLECTION,
      data: { email },
      context: { [RESET_PAGE_CONTEXT]: resetPageUrl, [RESET_LOCALE_CONTEXT]: locale },
    })
  })().catch((error: unknown) => console.error('partner password reset could not start', error))
}

/** A valid link's new password; the partner is signed in with it. */
export async function resetPassword(token: string, password: string): Promise<SignInResult> {
  try {
    const payload = await cmsPayload()
    const result = await payload.resetPassword({
      collection: PARTNER_COLLECTION,
      data: { token, password },
      overrideAccess: true,
    })
    const user = result.user as { name?: unknown } | undefined
    const expiresAt = result.token ? expiryOf(result.token) : null
    if (!result.token || !expiresAt) return { ok: false, reason: 'failed' }
    return {
      ok: true,
      token: result.token,
      expiresAt,
      name: typeof user?.name === 'string' ? user.name : '',
    }
  } catch (error) {
    const status = (error as { status?: unknown }).status
    if (status === 400 || status === 403 || status === 404) return { ok: false, reason: 'failed' }
    console.error('partner password reset failed unexpectedly', error)
    return { ok: false, reason: 'unexpected' }
  }
}

function expiryOf(jwt: string): number | null {
  try {
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null
  } catch {
    return null
  }
}
