import 'server-only'
import { z } from 'zod'
import { getPartnerProgram } from '@/content/partner-program'
import type { ContentScope } from '@/content/scope'
import { isFeatureOn } from '@/content/settings'
import { cmsPayload } from '@/cms/submissions/payload'
import { isBlockedEmail } from '@/cms/submissions/blocked-email'
import { atLeast } from '@/lib/at-least'
import { clientAddress } from '@/lib/client-address'
import { normalizeEmail } from '@/lib/email-domain'
import { isRecord } from '@/lib/is-record'
import { phoneCountry } from '@/lib/phone-country'
import { postGuard } from '@/lib/post-guard'
import { readJsonBody } from '@/lib/read-json-body'
import { singleFlight } from '@/lib/single-flight'
import type { LimitRefusal } from '@/lib/submission-limits'
import { translator, type Translate } from '@/i18n/translate'
import { isLocale } from '@/routing/locales'
import { findRegion, regionSupportsLocale, regionTag } from '@/routing/regions'
import { partnerPath } from '../lib/partner-paths'
import { registrationProblems, registrationSchema } from '../lib/registration-schema'
import { registrationLimits } from './registration-limits'
import { type Taken, takeRegistration } from './store-registration'

const BODY_LIMIT = 16 * 1024
const UUID = z.uuid()
const onePerAddress = singleFlight<Taken>()
// Longer than storing a new request takes, so a stored one, a pending one and a partner's address
// answer alike in time as well as in words.
const ANSWER_FLOOR_MS = 400

const answer = (status: number, body: Record<string, unknown>, retryAfterSeconds?: number) =>
  Response.json(body, {
    status,
    headers: {
      'cache-control': 'no-store',
      ...(retryAfterSeconds && { 'retry-after': String(retryAfterSeconds) }),
    },
  })

const tooMany = (t: Translate, refusal: LimitRefusal) =>
  answer(429, { message: t('partner.tooManyRequests') }, refusal.retryAfterSeconds)

/** The region and language asked for, where the region runs the program; else null. */
async function programScope(body: Record<string, unknown>) {
  const region = findRegion(typeof body.regionId === 'string' ? body.regionId : '')
  if (!region || !regionSupportsLocale(region, body.locale)) return null
  const scope: ContentScope = { regionId: region.id, locale: body.locale, previewToken: null }
  const [program, on] = await Promise.all([
    getPartnerProgram(scope),
    isFeatureOn(scope, 'partnerProgram'),
  ])
  return program && on ? { region, scope, program } : null
}

/**
 * `POST /api/{program}/registration`: a request to join, kept for an editor to approve. Every
 * accepted request gets the same answer, whether stored, already pending or from a partner.
 */
export async function handleRegistration(request: Request): Promise<Response> {
  const refused = postGuard(request)
  if (refused) return refused
  const addressLimit = await registrationLimits().address(clientAddress(request.headers))
  const body = await readJsonBody(request, BODY_LIMIT)
  const value = body.ok && isRecord(body.value) ? body.value : null
  const t = translator(isLocale(value?.locale) ? value.locale : 'en')
  if (addressLimit) return tooMany(t, addressLimit)
  if (!body.ok && body.error === 'too-large') return answer(413, { message: t('error.request') })
  if (!value) return answer(400, { message: t('error.request') })
  try {
    const target = await programScope(value)
    if (!target) return answer(404, { message: t('error.request') })
    const { region, scope, program } = target
    const received = answer(202, { message: t('registration.received') })
    // A bot that filled the hidden field is told what a person would be, as slowly, and nothing is kept.
    if (typeof value.website === 'string' && value.website !== '')
      return atLeast(ANSWER_FLOOR_MS, Promise.resolve(received))
    if (!UUID.safeParse(value.idempotencyKey).success)
      return answer(400, { message: t('error.request') })
    const parsed = registrationSchema(phoneCountry(region.id)).safeParse(value)
    if (!parsed.success) {
      const problems = registrationProblems(parsed.error)
      const errors = Object.fromEntries(
        Object.entries(problems).map(([field, key]) => [field, t(key)]),
      )
      return answer(422, { message: t('registration.fixErrors'), errors })
    }
    const payload = await cmsPayload()
    if (await isBlockedEmail(payload, parsed.data.email))
      return answer(422, {
        message: t('registration.fixErrors'),
        errors: { email: t('validation.blockedEmail') },
      })
    const reservation = await registrationLimits().reserve(parsed.data.email)
    if (reservation.refusal) return tooMany(t, reservation.refusal)
    const path = (screen: 'reset-password' | 'sign-in') =>
      partnerPath(region.id, scope.locale, program.segment, screen)
    // Only a new request spends the address's points: retries, duplicates, callers that joined
    // another's run and a partner's own address give theirs back, so the limit tells nothing either.
    const taking = onePerAddress(normalizeEmail(parsed.data.email), () =>
      takeRegistration(payload, {
        request: parsed.data,
        idempotencyKey: String(value.idempotencyKey),
        regionTag: regionTag(region.id),
        locale: scope.locale,
        resetPath: path('reset-password'),
        signInPath: path('sign-in'),
      }),
    ).then(
      async ({ value: taken, shared }) => {
        if (shared || taken !== 'stored') await reservation.release()
      },
      async (error: unknown) => {
        await reservation.release()
        throw error
      },
    )
    await atLeast(ANSWER_FLOOR_MS, taking)
    return received
  } catch (error) {
    console.error('partner registration could not be taken', error)
    return answer(503, { message: t('registration.unavailable') })
  }
}
