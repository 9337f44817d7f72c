import 'server-only'
import { clientAddress } from '@/lib/client-address'
import { isRecord } from '@/lib/is-record'
import { postGuard } from '@/lib/post-guard'
import { readJsonBody } from '@/lib/read-json-body'
import { translator } from '@/i18n/translate'
import { isLocale } from '@/routing/locales'
import { acceptSubmission } from './accept-submission'
import { isAccepted, type SubmissionAnswer } from './submission-answer'
import { formLimits } from './submission-limits'

export const SUBMISSION_BODY_LIMIT = 64 * 1024

function reply(answer: SubmissionAnswer): Response {
  const headers: Record<string, string> = { 'cache-control': 'no-store' }
  if (isAccepted(answer))
    return Response.json({ reference: answer.reference }, { status: answer.status, headers })
  const { status, retryAfterSeconds, ...body } = answer
  if (retryAfterSeconds) headers['retry-after'] = String(retryAfterSeconds)
  return Response.json(body, { status, headers })
}

/** `POST /api/forms/submissions`: method, type and origin, size, rate, then the form's schema. */
export async function handleFormSubmission(request: Request): Promise<Response> {
  const refused = postGuard(request)
  if (refused) return refused
  const peek = request.headers.get('accept-language')
  const t = translator(isLocale(peek) ? peek : 'en')
  const limited = await formLimits().address(clientAddress(request.headers))
  if (limited)
    return reply({
      status: 429,
      message: t('forms.rateLimited'),
      retryAfterSeconds: limited.retryAfterSeconds,
    })
  const body = await readJsonBody(request, SUBMISSION_BODY_LIMIT)
  if (!body.ok && body.error === 'too-large')
    return reply({ status: 413, message: t('forms.tooLarge') })
  if (!body.ok || !isRecord(body.value))
    return reply({ status: 400, message: t('forms.badRequest') })
  const bodyT = isLocale(body.value.locale) ? translator(body.value.locale) : t
  try {
    return reply((await acceptSubmission(body.value, bodyT)).answer)
  } catch (error) {
    console.error('form-submissions: the submission could not be taken', error)
    return reply({ status: 503, message: bodyT('error.request') })
  }
}
