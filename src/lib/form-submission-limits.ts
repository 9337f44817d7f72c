import 'server-only'
import { env } from './env'
import { processWide } from './process-wide'
import { createSubmissionLimits, type SubmissionLimits } from './submission-limits'

/** The lead forms' limits (per client address, per email address, overall), counted per kind. */
export function formSubmissionLimits(keyPrefix: string): SubmissionLimits {
  return processWide(`${keyPrefix}-limits`, () => {
    const {
      FORM_SUBMISSION_RATE_LIMIT,
      FORM_SUBMISSION_RATE_WINDOW_SECONDS,
      FORM_SUBMISSION_GLOBAL_LIMIT,
    } = env()
    return createSubmissionLimits({
      keyPrefix,
      limit: FORM_SUBMISSION_RATE_LIMIT,
      windowSeconds: FORM_SUBMISSION_RATE_WINDOW_SECONDS,
      globalLimit: FORM_SUBMISSION_GLOBAL_LIMIT,
    })
  })
}
