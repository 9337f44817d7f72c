import 'server-only'
import { type Payload, ValidationError } from 'payload'
import { pendingForwarding } from '@/cms/outbox/forwarding-fields'
import { wakeOutbox } from '@/cms/outbox/outbox-loop'
import type { FormSubmission } from '@/payload-types'
import { newReference } from '@/lib/submission-reference'
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

const ATTEMPTS = 3

export async function findSubmission(
  payload: Payload,
  idempotencyKey: string,
): Promise<FormSubmission | null> {
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0] ?? null
}

const referenceClash = (error: unknown) =>
  error instanceof ValidationError &&
  error.data.errors.some((problem) => problem.path === 'reference')

// A failed insert may be a concurrent request with the same key winning the unique index.
export async function storeSubmission(
  payload: Payload,
  submission: Submission,
): Promise<{ reference: string } | { existing: FormSubmission }> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference('LF')
    try {
      await payload.create({
        collection: 'form-submissions',
        data: {
          reference,
          idempotencyKey: submission.idempotencyKey,
          kind: submission.kind,
          form: submission.formId,
          formGroup: submission.formGroupId,
          contactType: submission.contactType,
          email: submission.email,
          regionTag: submission.regionTag,
          locale: submission.locale,
          pageUrl: submission.pageUrl,
          data: submission.data,
          ...pendingForwarding(),
        },
        depth: 0,
      })
      wakeOutbox()
      return { reference }
    } catch (error) {
      const existing = await findSubmission(payload, submission.idempotencyKey)
      if (existing) return { existing }
      if (!referenceClash(error) || attempt === ATTEMPTS) throw error
    }
  }
}
