import type { Payload } from 'payload'
import type { Form, FormGroup, FormSubmission, SampleOrder } from '../../payload-types'
import { formSubmissionMessage } from './form-submission-message'
import { toHandlerUrl } from './handler-url'

export interface Forwardable {
  id: number
  idempotencyKey?: string | null
  reference: string
}

export interface Outgoing {
  /** null: nowhere configured; the record waits for an editor to configure it and re-send. */
  url: string | null
  body: unknown
}

export interface OutboxSource {
  collection: 'form-submissions' | 'sample-orders'
  /** The collection's table in both adapters' naming. */
  table: string
  outgoing(payload: Payload, doc: Forwardable): Promise<Outgoing>
}

const related = <T extends object>(value: number | T | null | undefined): T | null =>
  typeof value === 'object' && value !== null ? value : null

export const FORM_SUBMISSIONS_OUTBOX: OutboxSource = {
  collection: 'form-submissions',
  table: 'form_submissions',
  async outgoing(payload, doc) {
    const submission = doc as FormSubmission
    const formId = related<Form>(submission.form)?.id ?? submission.form
    const form = await payload
      .findByID({ collection: 'forms', id: formId as number, depth: 1, overrideAccess: true })
      .catch(() => null)
    const url =
      toHandlerUrl(form?.formHandler) ??
      toHandlerUrl(related<FormGroup>(form?.formGroup)?.handlerUrl)
    return { url, body: formSubmissionMessage(submission, form) }
  },
}

export const SAMPLE_ORDERS_OUTBOX: OutboxSource = {
  collection: 'sample-orders',
  table: 'sample_orders',
  async outgoing(payload, doc) {
    const order = doc as SampleOrder
    const { docs } = await payload.find({
      collection: 'sample-bag-settings',
      where: { regionTags: { in: [order.regionTag] } },
      depth: 1,
      limit: 1,
      overrideAccess: true,
    })
    const url = toHandlerUrl(related<FormGroup>(docs[0]?.formGroup)?.handlerUrl)
    const { reference, idempotencyKey, regionTag, locale, items, contact, shippingAddress } = order
    return {
      url,
      body: {
        type: 'sampleOrder',
        reference,
        idempotencyKey,
        submittedAt: order.createdAt,
        regionTag,
        locale,
        items: items.map((item) => item.sku),
        contact,
        shippingAddress,
      },
    }
  },
}

export const OUTBOX_SOURCES: readonly OutboxSource[] = [
  FORM_SUBMISSIONS_OUTBOX,
  SAMPLE_ORDERS_OUTBOX,
]
