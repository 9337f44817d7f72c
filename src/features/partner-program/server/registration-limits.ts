import 'server-only'
import { env } from '@/lib/env'
import { processWide } from '@/lib/process-wide'
import { createSubmissionLimits, type SubmissionLimits } from '@/lib/submission-limits'

/** The lead forms' limits (per client address, per email address and overall), counted apart. */
export function registrationLimits(): SubmissionLimits {
  return processWide('partner-registration-limits', () => {
    const {
      FORM_SUBMISSION_RATE_LIMIT,
      FORM_SUBMISSION_RATE_WINDOW_SECONDS,
      FORM_SUBMISSION_GLOBAL_LIMIT,
    } = env()
    return createSubmissionLimits({
      keyPrefix: 'partner-registration',
      limit: FORM_SUBMISSION_RATE_LIMIT,
      windowSeconds: FORM_SUBMISSION_RATE_WINDOW_SECONDS,
      globalLimit: FORM_SUBMISSION_GLOBAL_LIMIT,
    })
  })
}
