import { expect, it } from 'vitest'
import type { FormSubmission } from '../../../payload-types'
import { formSubmissionsCsv } from './export-csv'

const submission = (data: unknown, overrides: Partial<FormSubmission> = {}): FormSubmission => ({
  id: 1,
  reference: 'LF-ABCD-EFGH',
  idempotencyKey: 'key-1',
  kind: 'lead',
  form: {
    id: 3,
    internalTitle: 'Contact us',
    fields: [],
    regionTags: ['regionUs'],
    updatedAt: '',
    createdAt: '',
  },
  regionTag: 'regionUs',
  locale: 'en',
  data: data as FormSubmission['data'],
  forwardStatus: 'failed',
  forwardAttempts: 2,
  forwardLastError: 'HTTP 503',
  updatedAt: '2026-11-26T10:00:00.000Z',
  createdAt: '2026-11-26T09:00:00.000Z',
  ...overrides,
})

const rows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')

it('gives each field name met its own column, lists joined, formulas defused', () => {
  const csv = formSubmissionsCsv([
    submission([
      { name: 'email', value: 'a@example.com' },
      { name: 'topics', value: ['fries', 'tots'] },
    ]),
    submission([{ name: 'comment', value: '=HYPERLINK("http://evil")' }], { reference: 'LF-2' }),
  ])
  const [header, first, second] = rows(csv)
  expect(header).toBe(
    'reference,date,form,kind,region,locale,email,pageUrl,forwardStatus,forwardAttempts,forwardLastError,email,topics,comment',
  )
  expect(first).toBe(
    'LF-ABCD-EFGH,2026-11-26T09:00:00.000Z,Contact us,lead,regionUs,en,,,failed,2,HTTP 503,a@example.com,fries; tots,',
  )
  expect(second?.endsWith(`,,,"'=HYPERLINK(""http://evil"")"`)).toBe(true)
})

it('skips stored data that is not a list of named fields', () => {
  const [, row] = rows(formSubmissionsCsv([submission({ not: 'a list' })]))
  expect(row).toContain('LF-ABCD-EFGH')
})
