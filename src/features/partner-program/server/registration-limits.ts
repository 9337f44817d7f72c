import 'server-only'
import { formSubmissionLimits } from '@/lib/form-submission-limits'
import { processWide } from '@/lib/process-wide'
import { createLimiter } from '@/lib/rate-limit'
import type { SubmissionLimits } from '@/lib/submission-limits'

/** The lead forms' limits, counted apart from theirs. */
export const registrationLimits = (): SubmissionLimits =>
  formSubmissionLimits('partner-registration')

/**
 * "You already have an account" at most once a day per address, whoever asks: the page answers
 * the same either way, so a flood of requests for a partner's address sends them one email.
 */
export const existingAccountNotices = () =>
  processWide('partner-registration-notices', () =>
    createLimiter({
      keyPrefix: 'partner-registration-notice',
      points: 1,
      durationSeconds: 24 * 60 * 60,
    }),
  )
