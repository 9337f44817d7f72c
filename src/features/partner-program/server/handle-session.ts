import 'server-only'
import { cookies, draftMode } from 'next/headers'
import { isRecord } from '@/lib/is-record'
import { postGuard } from '@/lib/post-guard'
import { readJsonBody } from '@/lib/read-json-body'
import { translator, type Translate } from '@/i18n/translate'
import { isLocale } from '@/routing/locales'
import { signInSchema } from '../lib/sign-in-schema'
import { PARTNER_SESSION_COOKIE, signIn, signOut } from './partner-session'
import { dropSessionCookie, keepSessionCookie } from './session-cookie'

const BODY_LIMIT = 8 * 1024

const answer = (status: number, body: Record<string, unknown>, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

function translatorOf(request: Request, body: unknown): Translate {
  const asked = isRecord(body) ? body.locale : request.headers.get('accept-language')
  return translator(isLocale(asked) ? asked : 'en')
}

const signInFailure = (
  t: Translate,
  status: number,
  message: string,
  extra = {},
  headers: HeadersInit = {},
) => answer(status, { title: t('auth.signInFailed'), message, ...extra }, headers)

/** `POST /api/{program}/session`: sign in. Same words and time for a wrong password and an unknown address. */
export async function handleSignIn(request: Request): Promise<Response> {
  const refused = postGuard(request)
  if (refused) return refused
  const body = await readJsonBody(request, BODY_LIMIT)
  const t = translatorOf(request, body.ok ? body.value : null)
  if (!body.ok && body.error === 'too-large') return signInFailure(t, 413, t('error.request'))
  const fields = signInSchema.safeParse(body.ok ? body.value : null)
  if (!fields.success) return signInFailure(t, 400, t('partner.failed'), { error: 'invalid' })
  const result = await signIn(fields.data.email, fields.data.password, request.headers)
  if (result.ok) {
    ;(await draftMode()).enable()
    await keepSessionCookie(result.token, result.expiresAt)
    return answer(200, { name: result.name, message: t('partner.signedIn') })
  }
  if (result.reason === 'failed')
    return signInFailure(t, 401, t('partner.failed'), { error: 'failed' })
  if (result.reason === 'paused') {
    const minutes = result.retryAfterMinutes
    return signInFailure(
      t,
      429,
      t('partner.paused', { count: minutes }),
      { error: 'paused', retryAfterMinutes: minutes },
      { 'retry-after': String(minutes * 60) },
    )
  }
  return answer(503, {
    title: t('auth.unexpectedSignIn'),
    message: t('error.signIn'),
    error: 'unexpected',
  })
}

/** `DELETE /api/{program}/session`: sign out; the cookies go whatever the database says. */
export async function handleSignOut(request: Request): Promise<Response> {
  const refused = postGuard(request)
  if (refused) return refused
  const body = await readJsonBody(request, BODY_LIMIT)
  const t = translatorOf(request, body.ok ? body.value : null)
  const token = (await cookies()).get(PARTNER_SESSION_COOKIE)?.value
  ;(await draftMode()).disable()
  await dropSessionCookie()
  try {
    await signOut(token)
  } catch (error) {
    console.error('partner sign-out failed unexpectedly', error)
    return answer(503, {
      title: t('auth.authenticationError'),
      message: t('error.signOut'),
      error: 'unexpected',
    })
  }
  return answer(200, { message: t('partner.signedOut') })
}
