import type { FormSubmission } from '@/payload-types'
import type { Submission } from './store-submission'

const relationId = (value: FormSubmission['form']) =>
  typeof value === 'object' && value !== null ? value.id : value

const answers = (data: unknown) =>
  JSON.stringify(
    Array.isArray(data)
      ? data.map((entry: { name?: unknown; value?: unknown }) => [entry?.name, entry?.value])
      : null,
  )

/** The same form, place and answers; field labels may have been edited in between. */
export function isSameSubmission(stored: FormSubmission, submission: Submission): boolean {
  return (
    relationId(stored.form) === submission.formId &&
    stored.regionTag === submission.regionTag &&
    stored.locale === submission.locale &&
    answers(stored.data) === answers(submission.data)
  )
}
