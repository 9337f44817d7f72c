import 'server-only'
import { formSubmissionLimits } from '@/lib/form-submission-limits'
import type { SubmissionLimits } from '@/lib/submission-limits'

/** The lead forms' limits, counted apart from theirs. */
export const registrationLimits = (): SubmissionLimits =>
  formSubmissionLimits('partner-registration')
