import { beforeAll, describe, expect, it } from 'vitest'
import { STACK_FRAME } from '../helpers/abuse'
import { baseUrl, editorToken, fetchFrom, freshLoopbackAddress, graphql } from '../helpers/http'

const RUN = `${Date.now()}`
const REFERENCE = /^LF-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/

let token: string
const forms: Record<string, number> = {}

const emailFor = (marker: string) => `lena.${RUN}.${marker}@kitchen.example`

const contactValues = (marker: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Lena',
  lastName: `Lead test ${RUN} ${marker}`,
  email: emailFor(marker),
  phone: '(212) 555-0134',
  'phone-extension': '7',
  company: 'Kitchen Lena',
  operatorType: 'restaurant',
  message: 'Please call me.',
  consent: true,
  source: 'forged',
  website: '',
  ...overrides,
})

const submission = (marker: string, overrides: Record<string, unknown> = {}) => ({
  formId: forms['Contact us'],
  regionId: 'us',
  locale: 'en',
  pageUrl: '/contact-us',
  idempotencyKey: crypto.randomUUID(),
  values: contactValues(marker),
  ...overrides,
})

interface Reply {
  status: number
  body: Record<string, unknown>
  text: string
  headers: Headers
}

async function post(
  body: unknown,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<Reply> {
  const response = await fetchFrom(freshLoopbackAddress())('/api/forms/submissions', {
    method: 'POST',
    headers,
    body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
  } as RequestInit)
  const text = await response.text()
  let parsed: Record<string, unknown> = {}
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    // Not JSON: the assertions on status say enough.
  }
  return { status: response.status, body: parsed, text, headers: response.headers }
}

async function asEditor(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
  })
}

interface Stored {
  reference: string
  kind: string
  regionTag: string
  locale: string
  pageUrl: string | null
  email: string | null
  contactType: string | null
  formGroup: number | null
  forwardStatus: string
  data: { name: string; label: string; prospectApiFieldId: string | null; value: unknown }[]
}

async function stored(email: string): Promise<Stored[]> {
  const query = new URLSearchParams({ 'where[email][equals]': email, depth: '0', limit: '50' })
  const response = await asEditor(`/api/form-submissions?${query}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: Stored[] }).docs
}

async function formId(title: string): Promise<number> {
  const query = new URLSearchParams({ 'where[internalTitle][equals]': title, depth: '0' })
  const response = await asEditor(`/api/forms?${query}`)
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  if (!docs[0]) throw new Error(`no seeded form ${title}`)
  return docs[0].id
}

async function createForm(title: string, status: 'draft' | 'published', regionTags: string[]) {
  const response = await asEditor(`/api/forms${status === 'draft' ? '?draft=true' : ''}`, {
    method: 'POST',
    body: JSON.stringify({
      internalTitle: `${title} ${RUN}`,
      _status: status,
      regionTags,
      fields: [{ name: 'email', displayType: 'Email', isRequired: true }],
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

async function captchaToken(form: number): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/forms/token?form=${form}`)
  expect(response.headers.get('cache-control')).toContain('no-store')
  return ((await response.json()) as { token: string }).token
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeAll(async () => {
  token = await editorToken()
  for (const title of ['Contact us', 'Distributor request', 'Email sign-up'])
    forms[title] = await formId(title)
})

describe('POST /api/forms/submissions', () => {
  it('stores a lead and answers 201 with its reference, pending forwarding', async () => {
    const { status, body, headers } = await post(submission('valid'))
    expect(status).toBe(201)
    expect(body.reference).toMatch(REFERENCE)
    expect(headers.get('cache-control')).toBe('no-store')
    const docs = await stored(emailFor('valid'))
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      reference: body.reference,
      kind: 'lead',
      regionTag: 'regionUs',
      locale: 'en',
      pageUrl: '/contact-us',
      contactType: 'Lead',
    })
    // Forwarded at once: without a handler URL (the test server has none) it is not configured.
    expect(['pending', 'notConfigured']).toContain(docs[0]?.forwardStatus)
    const values = Object.fromEntries(docs[0]!.data.map((entry) => [entry.name, entry.value]))
    expect(values).toMatchObject({
      firstName: 'Lena',
      phone: '+12125550134;ext=7',
      consent: true,
      source: 'website-contact-us',
    })
    expect(values).not.toHaveProperty('website')
    expect(docs[0]!.data.find((entry) => entry.name === 'firstName')).toMatchObject({
      label: 'First name',
      prospectApiFieldId: 'first_name',
    })
  })

  it('answers the same key and content with 200 and the same reference, once stored', async () => {
    const body = submission('retry')
    const first = await post(body)
    const second = await post(body)
    expect([first.status, second.status]).toEqual([201, 200])
    expect(second.body.reference).toBe(first.body.reference)
    expect(await stored(emailFor('retry'))).toHaveLength(1)
  })

  it('stores one submission when the same key is sent twice at once', async () => {
    const body = submission('race')
    const answers = await Promise.all([post(body), post(body), post(body)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201])
    expect(new Set(answers.map((answer) => answer.body.reference)).size).toBe(1)
    expect(await stored(emailFor('race'))).toHaveLength(1)
  })

  it('refuses the same key with other answers', async () => {
    const body = submission('changed')
    expect((await post(body)).status).toBe(201)
    const changed = await post({ ...body, values: contactValues('changed', { company: 'Other' }) })
    expect(changed.status).toBe(422)
    expect(changed.body.message).toMatch(/already sent/)
  })

  it('names problems in spec §5 words, in the locale asked for, with the editor message where set', async () => {
    const values = contactValues('invalid', {
      firstName: '',
      email: 'nope',
      phone: '12',
      consent: false,
    })
    const { status, body } = await post(submission('invalid', { values }))
    expect(status).toBe(422)
    expect(body.errors).toEqual({
      firstName: 'This field is required',
      email: 'Invalid email address',
      phone: 'Invalid phone number',
      consent: 'Please agree so that we may contact you.',
    })
    const spanish = await post(submission('invalid-es', { locale: 'es', values }))
    expect(spanish.body.errors).toMatchObject({
      firstName: 'Este campo es obligatorio',
      email: 'Dirección de correo electrónico no válida',
    })
  })

  it('refuses a blocked email domain with the §5 message', async () => {
    const email = `chef.${RUN}@Sub.Mailinator.COM`
    const { status, body } = await post(
      submission('blocked', { values: contactValues('blocked', { email }) }),
    )
    expect(status).toBe(422)
    expect(body.errors).toEqual({ email: 'The specified email address is not allowed' })
    expect(await stored(email)).toHaveLength(0)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const values = contactValues('honeypot', { website: 'https://spam.example' })
    const { status, body } = await post(submission('honeypot', { values }))
    expect(status).toBe(201)
    expect(body.reference).toMatch(REFERENCE)
    expect(await stored(emailFor('honeypot'))).toHaveLength(0)
  })

  it("stores the footer's form as a sign-up", async () => {
    const { status } = await post({
      formId: forms['Email sign-up'],
      regionId: 'mexico',
      locale: 'es',
      pageUrl: 'https://evil.example/',
      idempotencyKey: crypto.randomUUID(),
      values: { email: emailFor('signup'), zip: '01000' },
    })
    expect(status).toBe(201)
    expect((await stored(emailFor('signup')))[0]).toMatchObject({
      kind: 'signup',
      regionTag: 'regionMexico',
      locale: 'es',
      pageUrl: null,
    })
  })
})

describe('submit button as captcha', () => {
  const request = (token: string | undefined, marker: string) => ({
    formId: forms['Distributor request'],
    regionId: 'us',
    locale: 'en',
    captchaToken: token,
    values: { company: 'Dist', email: emailFor(marker), productLines: ['fries'], locations: '3' },
  })

  it('is refused without a token, too fast, for another form, and accepted after two seconds', async () => {
    expect((await post(request(undefined, 'captcha'))).body.captcha).toBe('confirm')
    const fresh = await captchaToken(forms['Distributor request']!)
    expect((await post(request(fresh, 'captcha'))).body).toMatchObject({
      captcha: 'tooFast',
      message: 'That was very quick. Please wait a moment, then press the button again.',
    })
    const other = await captchaToken(forms['Contact us']!)
    await wait(2_100)
    expect((await post(request(other, 'captcha'))).body.captcha).toBe('confirm')
    const accepted = await post(request(fresh, 'captcha'))
    expect(accepted.status).toBe(201)
    const again = await post(request(fresh, 'captcha'))
    expect(again.status).toBe(200)
    expect(again.body.reference).toBe(accepted.body.reference)
    const replay = await post(request(fresh, 'captcha-replay'))
    expect(replay.status).toBe(422)
    expect(replay.body.captcha).toBe('replayed')
    expect(await stored(emailFor('captcha'))).toHaveLength(1)
    expect(await stored(emailFor('captcha-replay'))).toHaveLength(0)
  })

  it('refuses forged and junk tokens', async () => {
    const real = await captchaToken(forms['Distributor request']!)
    const [id, nonce, issued, signature] = real.split('.')
    const forged = `${id}.${nonce}.${Number(issued) - 10_000}.${signature}`
    for (const junk of [forged, 'x'.repeat(10_000), { token: real }, 42]) {
      const { status, body } = await post(request(junk as string, 'forged'))
      expect(status).toBe(422)
      expect(body.captcha).toBe('confirm')
    }
    const bad = await fetch(`${baseUrl()}/api/forms/token?form=abc`)
    expect(bad.status).toBe(400)
  })
})

describe('POST /api/forms/submissions: abuse', () => {
  it('refuses other content types, cross-site posts and broken bodies, never with a 500', async () => {
    const body = JSON.stringify(submission('types'))
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'])
      expect((await post(body, { 'content-type': type })).status).toBe(415)
    const cross = await post(body, {
      'content-type': 'application/json',
      origin: 'https://evil.example',
    })
    expect(cross.status).toBe(403)
    for (const junk of ['{', '[]', 'null', '"x"', '{"values":'])
      expect((await post(junk)).status).toBe(400)
    const invalidUtf8 = new Uint8Array([
      ...new TextEncoder().encode('{"formId":"'),
      0xff,
      0xfe,
      0x22,
      0x7d,
    ])
    expect((await post(invalidUtf8)).status).toBe(400)
  })

  it('refuses a body over 64 KB', async () => {
    const huge = submission('huge', {
      values: { ...contactValues('huge'), message: 'x'.repeat(1024 * 1024) },
    })
    const reply = await post(huge)
    expect(reply.status).toBe(413)
    expect(reply.body.message).toBe('The form is too large to send.')
  })

  it('refuses 10,000-character answers, ignores unknown fields and fields of another form', async () => {
    const long = await post(
      submission('long', { values: contactValues('long', { company: 'x'.repeat(10_000) }) }),
    )
    expect(long.status).toBe(422)
    expect(long.body.errors).toEqual({ company: 'This answer is too long' })
    const extra = await post(
      submission('extra', {
        values: {
          ...contactValues('extra'),
          productLines: ['fries'],
          admin: true,
          __proto__: { x: 1 },
        },
      }),
    )
    expect(extra.status).toBe(201)
    const names = (await stored(emailFor('extra')))[0]!.data.map((entry) => entry.name)
    expect(names).not.toContain('productLines')
    expect(names).not.toContain('admin')
  })

  it('refuses unknown regions, unserved locales, unknown, unpublished and other regions’ forms', async () => {
    const draft = await createForm('Draft form', 'draft', ['regionUs'])
    const japanOnly = await createForm('Japan form', 'published', ['regionJapan'])
    const cases: [Record<string, unknown>, number][] = [
      [{ regionId: 'atlantis' }, 400],
      [{ regionId: 'us', locale: 'ja-JP' }, 400],
      [{ formId: 99_999_999 }, 404],
      [{ formId: '1 OR 1=1' }, 404],
      [{ formId: draft }, 404],
      [{ formId: japanOnly }, 404],
      [{ values: 'x' }, 400],
      [{ idempotencyKey: 'not-a-uuid' }, 400],
    ]
    for (const [overrides, expected] of cases) {
      const reply = await post(submission('scope', overrides))
      expect(reply.status, JSON.stringify(overrides)).toBe(expected)
      expect(typeof reply.body.message).toBe('string')
      expect(reply.text).not.toMatch(STACK_FRAME)
    }
    const japan = await post(
      submission('scope', {
        formId: japanOnly,
        regionId: 'japan',
        locale: 'ja-JP',
        values: { email: emailFor('japan') },
      }),
    )
    expect(japan.status).toBe(201)
  })

  it('keeps submissions from anonymous readers of the REST and GraphQL APIs', async () => {
    const rest = await fetch(`${baseUrl()}/api/form-submissions?limit=5`)
    expect([401, 403]).toContain(rest.status)
    expect(await rest.text()).not.toContain('kitchen.example')
    const { body } = await graphql('{ FormSubmissions(limit: 5) { docs { email data } } }')
    expect(JSON.stringify(body.data ?? null)).not.toContain('kitchen.example')
    expect(body.data?.FormSubmissions ?? null).toBeNull()
  })
})
