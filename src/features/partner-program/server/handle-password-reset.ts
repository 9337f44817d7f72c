import 'server-only'
import { draftMode } from 'next/headers'
import { clientAddress } from '@/lib/client-address'
import { isRecord } from '@/lib/is-record'
import { postGuard } from '@/lib/post-guard'
import { readJsonBody } from '@/lib/read-json-body'
import { siteUrl } from '@/lib/site-origin'
import { translator, type Translate } from '@/i18n/translate'
import { isLocale, type Locale } from '@/routing/locales'
import { findRegion, regionSupportsLocale } from '@/routing/regions'
import { getPartnerProgram } from '@/content/partner-program'
import { newPasswordSchema, resetRequestSchema } from '../lib/password-schema'
import { partnerPath } from '../lib/partner-paths'
import { requestPasswordReset, resetPassword } from './password-reset'
import { resetLimiter } from './reset-limits'
import { keepSessionCookie } from './session-cookie'

const BODY_LIMIT = 8 * 1024

const answer = (status: number, body: Record<string, unknown>, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

interface Checked {
  body: Record<string, unknown>
  t: Translate
}

/** Origin, type, rate and size first, as every site endpoint does. */
async function check(request: Request): Promise<Checked | Response> {
  const refused = postGuard(request)
  if (refused) return refused
  const limited = await resetLimiter().consume(clientAddress(request.headers) ?? 'unknown')
  const body = await readJsonBody(request, BODY_LIMIT)
  const value = body.ok && isRecord(body.value) ? body.value : null
  const t = translator(isLocale(value?.locale) ? value.locale : 'en')
  if (!limited.allowed) {
    return answer(
      429,
      { message: t('partner.tooManyRequests') },
      {
        'retry-after': String(limited.retryAfterSeconds),
      },
    )
  }
  if (!value) return answer(400, { message: t('error.request') })
  return { body: value, t }
}

/** Where the emailed link leads: the reset screen in the visitor's region and language. */
async function resetPage(
  body: Record<string, unknown>,
): Promise<{ url: string; locale: Locale } | null> {
  const region = findRegion(typeof body.region === 'string' ? body.region : '')
  const locale = isLocale(body.locale) ? body.locale : null
  if (!region || !locale || !regionSupportsLocale(region, locale)) return null
  const program = await getPartnerProgram({ regionId: region.id, locale, previewToken: null })
  if (!program) return null
  return { url: siteUrl(partnerPath(region.id, locale, program.segment, 'reset-password')), locale }
}

/** `POST /api/{program}/password-reset`: the same answer for every address. */
export async function handleResetRequest(request: Request): Promise<Response> {
  const checked = await check(request)
  if (checked instanceof Response) return checked
  const { body, t } = checked
  const fields = resetRequestSchema.safeParse(body)
  if (!fields.success) return answer(400, { message: t('validation.email') })
  const page = await resetPage(body)
  if (!page) return answer(400, { message: t('error.request') })
  requestPasswordReset(fields.data.email, page.url, page.locale)
  return answer(202, { message: t('partner.resetRequested') })
}

/** `POST /api/{program}/password`: a new password for a valid link; signs the partner in. */
export async function handleNewPassword(request: Request): Promise<Response> {
  const checked = await check(request)
  if (checked instanceof Response) return checked
  const { body, t } = checked
  const fields = newPasswordSchema.safeParse(body)
  if (!fields.success) {
    const short = fields.error.issues.some((issue) => issue.message === 'short')
    const message = short ? t('partner.passwordTooShort') : t('partner.resetLinkInvalid')
    return answer(400, { message })
  }
  const result = await resetPassword(fields.data.token, fields.data.password)
  if (result.ok) {
    ;(await draftMode()).enable()
    await keepSessionCookie(result.token, result.expiresAt)
    return answer(200, { message: t('partner.passwordSaved') })
  }
  if (result.reason === 'failed') return answer(400, { message: t('partner.resetLinkInvalid') })
  return answer(503, { message: t('error.request') })
}
