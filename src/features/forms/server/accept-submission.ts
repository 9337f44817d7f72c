import 'server-only'
import { z } from 'zod'
import { cmsPayload } from '@/cms/submissions/payload'
import { getLeadForm, type LeadFormDefinition } from '@/content/forms'
import { getFooter } from '@/content/navigation'
import type { ContentScope } from '@/content/scope'
import { isRecord } from '@/lib/is-record'
import { newReference } from '@/lib/submission-reference'
import { singleFlight } from '@/lib/single-flight'
import { translator, type Translate } from '@/i18n/translate'
import { findRegion, regionSupportsLocale, regionTag } from '@/routing/regions'
import { sitePathParam } from '@/routing/site-path'
import { firstErrors, isHoneypotFilled, leadFormSchema } from '../lib/form-schema'
import { phoneCountry } from '@/lib/phone-country'
import { submissionData, submittedEmail } from '../lib/submission-data'
import { checkToken } from './captcha-token'
import { localizeErrors } from './localize-errors'
import { refuse, type SubmissionAnswer } from './submission-answer'
import type { Submission } from './store-submission'
import { takeSubmission } from './take-submission'
import { formTokenSecret } from './token-secret'

const onePerSubmission = singleFlight<SubmissionAnswer>()

const UUID = z.uuid()
const FORM_ID = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1)

const CAPTCHA_MESSAGES = {
  invalid: ['confirm', 'forms.captchaConfirm'],
  tooFast: ['tooFast', 'forms.captchaTooFast'],
  expired: ['expired', 'forms.captchaExpired'],
} as const

/** The captcha form's token nonce names its one submission; other forms send their own key. */
type Keyed = { key: string } | { refusal: SubmissionAnswer }

function submissionKey(
  form: LeadFormDefinition,
  body: Record<string, unknown>,
  t: Translate,
): Keyed {
  if (form.captcha) {
    const check = checkToken(formTokenSecret(), body.captchaToken, form.id)
    if (check.ok) return { key: `captcha:${check.nonce}` }
    const [captcha, message] = CAPTCHA_MESSAGES[check.problem]
    return { refusal: refuse(422, t(message), { captcha }) }
  }
  return UUID.safeParse(body.idempotencyKey).success
    ? { key: String(body.idempotencyKey) }
    : { refusal: refuse(400, t('forms.badRequest')) }
}

async function submissionKind(scope: ContentScope, formId: number): Promise<Submission['kind']> {
  return (await getFooter(scope))?.signupFormId === formId ? 'signup' : 'lead'
}

export interface Accepted {
  answer: SubmissionAnswer
  form: LeadFormDefinition | null
}

// Checks run cheapest first; storing is the last step (takeSubmission).
export async function acceptSubmission(
  body: Record<string, unknown>,
  fallbackT: Translate,
): Promise<Accepted> {
  const region = findRegion(body.regionId)
  if (!region || !regionSupportsLocale(region, body.locale))
    return { answer: refuse(400, fallbackT('forms.unknownRegion')), form: null }
  const scope: ContentScope = { regionId: region.id, locale: body.locale, previewToken: null }
  const t = translator(scope.locale)
  const formId = FORM_ID.safeParse(body.formId)
  const form = formId.success ? await getLeadForm(scope, formId.data) : null
  if (!form) return { answer: refuse(404, t('forms.notFound')), form: null }
  const done = (answer: SubmissionAnswer) => ({ answer, form })
  if (!isRecord(body.values)) return done(refuse(400, t('forms.badRequest')))
  // A bot that filled the hidden field is told what a person would be, and nothing is kept.
  if (isHoneypotFilled(form.fields, body.values))
    return done({ status: 201, reference: newReference('LF') })
  const keyed = submissionKey(form, body, t)
  if ('refusal' in keyed) return done(keyed.refusal)
  const country = phoneCountry(region.id)
  const parsed = leadFormSchema(form.fields, country).safeParse(body.values)
  if (!parsed.success) {
    const errors = localizeErrors(firstErrors(parsed.error), t)
    return done(refuse(422, t('forms.fixErrors'), { errors }))
  }
  const submission: Submission = {
    idempotencyKey: keyed.key,
    kind: await submissionKind(scope, form.id),
    formId: form.id,
    formGroupId: form.formGroupId,
    contactType: form.contactType,
    email: submittedEmail(form.fields, parsed.data),
    regionTag: regionTag(region.id),
    locale: scope.locale,
    pageUrl: sitePathParam(body.pageUrl),
    data: submissionData(form.fields, parsed.data, country),
  }
  const context = {
    payload: await cmsPayload(),
    t,
    fields: form.fields,
    failure: form.errorMessage ?? t('error.request'),
    captcha: form.captcha,
  }
  const { value, shared } = await onePerSubmission(
    JSON.stringify([submission.idempotencyKey, submission.formId, submission.data]),
    () => takeSubmission(submission, context),
  )
  // A caller that joined another's run did not store it: it gets the reference with 200.
  return done(shared && value.status === 201 ? { ...value, status: 200 } : value)
}
