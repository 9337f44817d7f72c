import type { Payload } from 'payload'
import { ValidationError } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cmsPayload } from '@/cms/submissions/payload'
import { getLeadForm, type LeadFormDefinition } from '@/content/forms'
import { getFooter } from '@/content/navigation'
import { translator } from '@/i18n/translate'
import { createSubmissionLimits } from '@/lib/submission-limits'
import { OPTIONS, testField } from '../lib/test-fields'
import { acceptSubmission } from './accept-submission'
import { issueToken } from './captcha-token'
import { formTokenSecret } from './token-secret'

vi.mock('server-only', () => ({}))
vi.mock('@/content/forms', () => ({ getLeadForm: vi.fn() }))
vi.mock('@/content/navigation', () => ({ getFooter: vi.fn() }))
vi.mock('@/cms/submissions/payload', () => ({ cmsPayload: vi.fn() }))
vi.mock('./submission-limits', () => ({
  formLimits: () =>
    createSubmissionLimits({ keyPrefix: 't', limit: 0, windowSeconds: 60, globalLimit: 0 }),
}))
vi.mock('./token-secret', () => ({ formTokenSecret: () => 'unit-secret' }))

const FORM: LeadFormDefinition = {
  id: 3,
  name: 'Contact us',
  title: 'Contact',
  description: null,
  image: null,
  formGroupId: 9,
  contactType: 'Lead',
  successMessage: 'Thanks',
  successLocation: 'replaceForm',
  successHref: null,
  errorMessage: 'Our own failure text',
  errorLocation: 'aboveForm',
  captcha: false,
  submitButtonText: null,
  fields: [
    testField('text', { name: 'name', label: 'Name', required: true }),
    testField('email', { name: 'email', label: 'Email', required: true }),
    testField('dropdown', { name: 'kind', label: 'Kind', options: OPTIONS }),
    testField('honeypot', { name: 'website' }),
  ],
}

const KEY = '4b7f8a52-2f0e-4d5b-9a55-0f3c1b0a9e11'
const t = translator('en')
let stored: Record<string, unknown>[] = []
const find = vi.fn()
const create = vi.fn()

const body = (overrides: Record<string, unknown> = {}) => ({
  formId: 3,
  regionId: 'us',
  locale: 'en',
  pageUrl: '/contact-us',
  idempotencyKey: KEY,
  values: { name: 'Lena', email: 'lena@kitchen.example', kind: 'a', website: '' },
  ...overrides,
})

beforeEach(() => {
  stored = []
  vi.mocked(getLeadForm).mockResolvedValue(FORM)
  vi.mocked(getFooter).mockResolvedValue(null)
  find.mockReset().mockImplementation(async ({ collection, where }) => {
    if (collection === 'email-domain-blocklist') return { docs: [{ domain: 'mailinator.com' }] }
    return { docs: stored.filter((doc) => doc.idempotencyKey === where.idempotencyKey.equals) }
  })
  create.mockReset().mockImplementation(async ({ data }) => {
    if (stored.some((doc) => doc.idempotencyKey === data.idempotencyKey))
      throw new ValidationError({
        collection: 'form-submissions',
        errors: [{ message: 'unique', path: 'idempotencyKey' }],
      })
    stored.push(data)
    return data
  })
  vi.mocked(cmsPayload).mockResolvedValue({ find, create } as unknown as Payload)
})

describe('acceptSubmission', () => {
  it('stores the answers with the form, group and place, pending forwarding, and answers 201', async () => {
    const { answer } = await acceptSubmission(body(), t)
    expect(answer).toEqual({ status: 201, reference: expect.stringMatching(/^LF-/) })
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      idempotencyKey: KEY,
      kind: 'lead',
      form: 3,
      formGroup: 9,
      contactType: 'Lead',
      email: 'lena@kitchen.example',
      regionTag: 'regionUs',
      locale: 'en',
      pageUrl: '/contact-us',
      forwardStatus: 'pending',
      data: [
        { name: 'name', label: 'Name', prospectApiFieldId: null, value: 'Lena' },
        { name: 'email', label: 'Email', prospectApiFieldId: null, value: 'lena@kitchen.example' },
        { name: 'kind', label: 'Kind', prospectApiFieldId: null, value: 'a' },
      ],
    })
  })

  it('answers a retry with 200 and the same reference, and other answers with a refusal', async () => {
    const first = await acceptSubmission(body(), t)
    const again = await acceptSubmission(body(), t)
    expect(again.answer).toEqual({ ...first.answer, status: 200 })
    const changed = await acceptSubmission(
      body({ values: { name: 'Other', email: 'lena@kitchen.example' } }),
      t,
    )
    expect(changed.answer).toMatchObject({ status: 422, message: t('forms.changedRetry') })
    expect(stored).toHaveLength(1)
  })

  it('stores a double click once', async () => {
    const answers = await Promise.all([acceptSubmission(body(), t), acceptSubmission(body(), t)])
    expect(answers.map(({ answer }) => answer.status).sort()).toEqual([200, 201])
    expect(stored).toHaveLength(1)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const { answer } = await acceptSubmission(body({ values: { website: 'spam' } }), t)
    expect(answer).toEqual({ status: 201, reference: expect.stringMatching(/^LF-/) })
    expect(stored).toHaveLength(0)
  })

  it('refuses a blocked domain, unknown places and missing forms', async () => {
    const blocked = await acceptSubmission(
      body({ values: { name: 'L', email: 'x@mailinator.com' } }),
      t,
    )
    expect(blocked.answer).toMatchObject({
      status: 422,
      errors: { email: 'The specified email address is not allowed' },
    })
    expect((await acceptSubmission(body({ regionId: 'atlantis' }), t)).answer.status).toBe(400)
    expect((await acceptSubmission(body({ locale: 'ja-JP' }), t)).answer.status).toBe(400)
    vi.mocked(getLeadForm).mockResolvedValue(null)
    expect((await acceptSubmission(body(), t)).answer).toMatchObject({
      status: 404,
      message: 'This form is not available.',
    })
    expect(stored).toHaveLength(0)
  })

  it("answers 503 with the form's own message when storing fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    create.mockRejectedValue(new Error('SQLITE_BUSY'))
    const { answer } = await acceptSubmission(body(), t)
    expect(answer).toEqual({ status: 503, message: 'Our own failure text' })
  })

  it('files the footer form as a sign-up', async () => {
    vi.mocked(getFooter).mockResolvedValue({ signupFormId: 3 } as Awaited<
      ReturnType<typeof getFooter>
    >)
    await acceptSubmission(body(), t)
    expect(stored[0]).toMatchObject({ kind: 'signup' })
  })

  describe('with the submit button as captcha', () => {
    beforeEach(() => vi.mocked(getLeadForm).mockResolvedValue({ ...FORM, captcha: true }))
    const issued = (age: number) => issueToken(formTokenSecret(), 3, Date.now() - age)

    it('refuses no token, a hurried one and an expired one', async () => {
      const problem = async (captchaToken?: string) =>
        (await acceptSubmission(body({ captchaToken }), t)).answer
      expect(await problem()).toMatchObject({ status: 422, captcha: 'confirm' })
      expect(await problem(issued(100))).toMatchObject({
        captcha: 'tooFast',
        message: t('forms.captchaTooFast'),
      })
      expect(await problem(issued(3 * 3600_000))).toMatchObject({ captcha: 'expired' })
      expect(stored).toHaveLength(0)
    })

    it('takes a token once: the same answers again get the reference, other answers are a replay', async () => {
      const captchaToken = issued(5_000)
      const first = await acceptSubmission(body({ captchaToken }), t)
      expect(first.answer.status).toBe(201)
      expect(
        (await acceptSubmission(body({ captchaToken, idempotencyKey: undefined }), t)).answer
          .status,
      ).toBe(200)
      const replay = await acceptSubmission(
        body({ captchaToken, values: { name: 'Bot', email: 'b@kitchen.example' } }),
        t,
      )
      expect(replay.answer).toMatchObject({ status: 422, captcha: 'replayed' })
      expect(stored).toHaveLength(1)
    })
  })
})
