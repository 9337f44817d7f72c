import 'server-only'
import type { Payload } from 'payload'
import { isBlockedEmail } from '@/cms/submissions/blocked-email'
import { fieldKey } from '../lib/field-keys'
import type { FormField } from '@/content/forms'
import type { Translate } from '@/i18n/translate'
import type { FormSubmission } from '@/payload-types'
import { isSameSubmission } from './same-submission'
import { refuse, type SubmissionAnswer } from './submission-answer'
import { formLimits } from './submission-limits'
import { findSubmission, type Submission, storeSubmission } from './store-submission'

export interface TakeContext {
  payload: Payload
  t: Translate
  fields: readonly FormField[]
  /** The form's own failure message, or the site's. */
  failure: string
  captcha: boolean
}

function answerRetry(stored: FormSubmission, submission: Submission, context: TakeContext) {
  if (isSameSubmission(stored, submission))
    return { status: 200 as const, reference: stored.reference }
  return context.captcha
    ? refuse(422, context.t('forms.captchaReplayed'), { captcha: 'replayed' })
    : refuse(422, context.t('forms.changedRetry'))
}

function emailField(fields: readonly FormField[]): string {
  const field = fields.find((candidate) => candidate.type === 'email')
  return field ? fieldKey(field.name) : 'form'
}

// The limits' place is taken first and given back unless stored, so refusals spend none.
export async function takeSubmission(
  submission: Submission,
  context: TakeContext,
): Promise<SubmissionAnswer> {
  const { payload, t } = context
  const stored = await findSubmission(payload, submission.idempotencyKey)
  if (stored) return answerRetry(stored, submission, context)
  const reservation = submission.email ? await formLimits().reserve(submission.email) : null
  if (reservation?.refusal)
    return refuse(429, t('forms.rateLimited'), {
      retryAfterSeconds: reservation.refusal.retryAfterSeconds,
    })
  let kept = false
  try {
    if (submission.email && (await isBlockedEmail(payload, submission.email)))
      return refuse(422, t('validation.blockedEmail'), {
        errors: { [emailField(context.fields)]: t('validation.blockedEmail') },
      })
    const result = await storeSubmission(payload, submission).catch((error: unknown) => {
      console.error('form-submissions: the submission could not be stored', error)
      return null
    })
    if (!result) return refuse(503, context.failure)
    if ('existing' in result) return answerRetry(result.existing, submission, context)
    kept = true
    return { status: 201, reference: result.reference }
  } finally {
    if (!kept) await reservation?.release()
  }
}
