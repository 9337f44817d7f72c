import 'server-only'
import { cookies } from 'next/headers'
import { translator } from '@/i18n/translate'
import { isLocale } from '@/routing/locales'
import { forgetProfile, loadProfile } from './load-profile'
import { PARTNER_SESSION_COOKIE, partnerOfToken } from './partner-session'

const PRIVATE = { 'cache-control': 'private, no-store', vary: 'Cookie' }

const reply = (status: number, body: unknown) => Response.json(body, { status, headers: PRIVATE })

/** `GET /api/{program}/profile[?clear=true]`: the signed-in partner's own profile, nobody else's. */
export async function handleProfile(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const locale = query.get('locale')
  const t = translator(isLocale(locale) ? locale : 'en')
  const partner = await partnerOfToken((await cookies()).get(PARTNER_SESSION_COOKIE)?.value)
  if (!partner) return reply(401, { message: t('error.authentication') })
  if (query.get('clear') === 'true') forgetProfile(partner.salesforceUserId)
  try {
    const profile = await loadProfile(partner.salesforceUserId)
    return profile ? reply(200, profile) : reply(404, { message: t('error.profileNotFound') })
  } catch (error) {
    console.error('partner profile could not be read', error)
    return reply(503, { message: t('error.request') })
  }
}
