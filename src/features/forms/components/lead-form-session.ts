import type { CountryCode } from 'libphonenumber-js/min'
import type { LeadFormDefinition } from '@/content/forms'
import { attemptFor, fingerprintOf, newIdempotencyKey, type OrderAttempt } from '@/lib/attempt-key'
import type { Locale } from '@/routing/locales'
import { captchaHolder } from '../lib/captcha-holder'
import { formDataBody } from '../lib/form-data-body'
import { fetchToken, postSubmission } from '../lib/post-submission'
import { checkValues } from './check-values'

export type SubmitOutcome =
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'accepted'; reference: string }
  | { kind: 'refused'; message: string | null; errors: Record<string, string> }

export interface LeadFormSession {
  warm(): void
  submit(formData: FormData): Promise<SubmitOutcome>
}

interface SessionOptions {
  form: Pick<LeadFormDefinition, 'id' | 'captcha' | 'fields'>
  regionId: string
  locale: Locale
  country: CountryCode | undefined
}

/**
 * What the form does in the browser once the visitor works with it: check, post, keep the retry
 * key. Loaded on first focus, so pages ship only the form's markup until then.
 */
export function createLeadFormSession({
  form,
  regionId,
  locale,
  country,
}: SessionOptions): LeadFormSession {
  const captcha = captchaHolder(form.captcha ? form.id : null, fetchToken)
  // Sending the same answers again (after a lost reply) keeps the key: the server stores them once.
  let attempt: OrderAttempt | null = null
  return {
    warm: captcha.warm,
    async submit(formData) {
      const { values } = formDataBody(formData)
      const invalid = await checkValues(form.fields, country, values)
      if (invalid) return { kind: 'invalid', errors: invalid }
      attempt = attemptFor(attempt, fingerprintOf(JSON.stringify(values)), newIdempotencyKey)
      const result = await postSubmission({
        formId: form.id,
        regionId,
        locale,
        pageUrl: window.location.pathname,
        idempotencyKey: attempt.key,
        captchaToken: form.captcha ? await captcha.ready() : undefined,
        values,
      })
      if (result.kind === 'accepted') {
        attempt = null
        captcha.spent()
        return result
      }
      if (result.captcha) captcha.spent()
      return { kind: 'refused', message: result.message, errors: result.errors }
    },
  }
}
