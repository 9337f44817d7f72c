import type { Endpoint, Where } from 'payload'
import { toCsv } from '../../../lib/csv'
import type { Form, FormSubmission } from '../../../payload-types'
import { isEditor } from '../../access'

/** Newest first; a larger export is a job for the database, not one request. */
export const MAX_EXPORTED_SUBMISSIONS = 10_000

const FIXED = [
  'reference',
  'date',
  'form',
  'kind',
  'region',
  'locale',
  'email',
  'pageUrl',
  'forwardStatus',
  'forwardAttempts',
  'forwardLastError',
] as const

type Sent = { name: string; value: unknown }

const sentFields = (submission: FormSubmission): Sent[] =>
  Array.isArray(submission.data)
    ? submission.data.filter(
        (field): field is Sent =>
          typeof field === 'object' && field !== null && typeof (field as Sent).name === 'string',
      )
    : []

const cell = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : Array.isArray(value)
        ? value.join('; ')
        : String(value)

const formTitle = (form: FormSubmission['form']) =>
  typeof form === 'object' ? (form as Form).internalTitle : String(form)

/** One column per field name met in the export, in first-seen order, after the record's own columns. */
export function formSubmissionsCsv(submissions: readonly FormSubmission[]): string {
  const names = [...new Set(submissions.flatMap((s) => sentFields(s).map((field) => field.name)))]
  const rows = submissions.map((submission) => {
    const values = new Map(sentFields(submission).map((field) => [field.name, field.value]))
    return [
      submission.reference,
      submission.createdAt,
      formTitle(submission.form),
      submission.kind,
      submission.regionTag,
      submission.locale,
      submission.email ?? '',
      submission.pageUrl ?? '',
      submission.forwardStatus,
      String(submission.forwardAttempts),
      submission.forwardLastError ?? '',
      ...names.map((name) => cell(values.get(name))),
    ]
  })
  return toCsv([[...FIXED, ...names], ...rows])
}

/** `GET /api/form-submissions/export.csv`, with the list view's `where` filter when one is given. */
export const exportCsv: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!isEditor(req))
      return Response.json(
        { message: 'Only editors can export form submissions.' },
        { status: 403, headers: { 'cache-control': 'no-store' } },
      )
    const where = req.query?.where
    const found = await req.payload
      .find({
        collection: 'form-submissions',
        where: typeof where === 'object' && where !== null ? (where as Where) : undefined,
        sort: '-createdAt',
        limit: MAX_EXPORTED_SUBMISSIONS,
        depth: 1,
        overrideAccess: false,
        req,
      })
      .catch(() => null)
    if (!found)
      return Response.json(
        { message: 'The filter could not be applied: check its fields and values.' },
        { status: 400, headers: { 'cache-control': 'no-store' } },
      )
    return new Response(formSubmissionsCsv(found.docs), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="form-submissions.csv"',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      },
    })
  },
}
