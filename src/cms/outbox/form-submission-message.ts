import type { Form, FormGroup, FormSubmission } from '../../payload-types'

export interface SentField {
  name: string
  label?: string | null
  prospectApiFieldId?: string | null
  value: unknown
}

const isSentField = (value: unknown): value is SentField =>
  typeof value === 'object' && value !== null && typeof (value as SentField).name === 'string'

const related = <T extends object>(value: number | T | null | undefined): T | null =>
  typeof value === 'object' && value !== null ? value : null

/**
 * What a form handler receives. `fields` is keyed by the prospect API id where the editor set one
 * (the receiver's own field names), else by the field's name.
 */
export function formSubmissionMessage(submission: FormSubmission, form: Form | null) {
  const data = Array.isArray(submission.data) ? submission.data.filter(isSentField) : []
  const group = related<FormGroup>(form?.formGroup)
  return {
    type: submission.kind === 'signup' ? 'emailSignup' : 'leadForm',
    reference: submission.reference,
    idempotencyKey: submission.idempotencyKey,
    submittedAt: submission.createdAt,
    regionTag: submission.regionTag,
    locale: submission.locale,
    pageUrl: submission.pageUrl ?? null,
    contactType: submission.contactType ?? form?.contactType ?? null,
    form: { id: form?.id ?? null, title: form?.internalTitle ?? null },
    formGroup: group && {
      domain: group.domain ?? null,
      businessUnit: group.businessUnit ?? null,
      campaignId: group.campaignId ?? null,
      folder: group.folder ?? null,
    },
    fields: Object.fromEntries(
      data.map((field) => [field.prospectApiFieldId || field.name, field.value]),
    ),
    data,
  }
}
