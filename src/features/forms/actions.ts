'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { clientAddress } from '@/lib/client-address'
import { translator } from '@/i18n/translate'
import { isLocale } from '@/routing/locales'
import { FORM_DATA_LIMIT, type FormActionState } from './lib/action-state'
import { acceptSubmission } from './server/accept-submission'
import { issueToken } from './server/captcha-token'
import { noScriptKey } from './server/no-script-key'
import { formDataBody } from './lib/form-data-body'
import { isAccepted } from './server/submission-answer'
import { formLimits } from './server/submission-limits'
import { formTokenSecret } from './server/token-secret'

/**
 * The form without JavaScript: the browser posts to the page, Next runs this and renders the page
 * again with its answer (useActionState's permalink). With JavaScript the form posts JSON to
 * /api/forms/submissions instead; both run acceptSubmission.
 */
export async function submitLeadForm(
  _previous: FormActionState,
  formData: FormData,
): Promise<FormActionState> {
  const { body, values, size } = formDataBody(formData)
  const t = translator(isLocale(body.locale) ? body.locale : 'en')
  if (size > FORM_DATA_LIMIT) return { status: 'error', message: t('forms.tooLarge') }
  const address = clientAddress(await headers())
  const limited = await formLimits().address(address)
  if (limited) return { status: 'error', message: t('forms.rateLimited'), values }
  let accepted: Awaited<ReturnType<typeof acceptSubmission>>
  try {
    accepted = await acceptSubmission({ ...body, idempotencyKey: noScriptKey(address, body) }, t)
  } catch (error) {
    console.error('form-submissions: the submission could not be taken', error)
    return { status: 'error', message: t('error.request'), values }
  }
  const { answer, form } = accepted
  if (isAccepted(answer)) {
    if (form?.successLocation === 'page' && form.successHref) redirect(form.successHref)
    return { status: 'success', message: form?.successMessage ?? '', reference: answer.reference }
  }
  if (answer.captcha && form)
    return {
      status: 'captcha',
      message: answer.message,
      values,
      token: issueToken(formTokenSecret(), form.id),
    }
  if (answer.errors)
    return { status: 'invalid', message: answer.message, errors: answer.errors, values }
  return { status: 'error', message: answer.message, values }
}
