import 'server-only'
import type { Payload } from 'payload'
import { findByKey, storeOnce } from '@/cms/submissions/store-once'
import type { FormSubmission } from '@/payload-types'
import type { SubmittedField } from '../lib/submission-data'

export interface Submission {
  idempotencyKey: string
  kind: 'lead' | 'signup'
  formId: number
  formGroupId: number | null
  contactType: string | null
  email: string | null
  regionTag: string
  locale: string
  pageUrl: string | null
  data: SubmittedField[]
}

export function findSubmission(
  payload: Payload,
  idempotencyKey: string,
): Promise<FormSubmission | null> {
  return findByKey(payload, 'form-submissions', idempotencyKey)
}

export function storeSubmission(
  payload: Payload,
  submission: Submission,
): Promise<{ reference: string } | { existing: FormSubmission }> {
  const { idempotencyKey, formId, formGroupId, ...details } = submission
  return storeOnce(payload, 'form-submissions', 'LF', idempotencyKey, {
    ...details,
    form: formId,
    formGroup: formGroupId,
  })
}
