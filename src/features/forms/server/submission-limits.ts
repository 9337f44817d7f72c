import 'server-only'
import { formSubmissionLimits } from '@/lib/form-submission-limits'
import type { SubmissionLimits } from '@/lib/submission-limits'

export const formLimits = (): SubmissionLimits => formSubmissionLimits('form-submission')
