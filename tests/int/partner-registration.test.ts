import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { answer, type Fetcher, median, newClient, STACK_FRAME, timed } from '../helpers/abuse'
import { emailCount, emailsSince, tokenLinkFor } from '../helpers/email-log'
import { baseUrl, editorToken } from '../helpers/http'
import { PARTNER_API, partnerEmail, signInPartner } from '../helpers/partner'

const stamp = Date.now()
const ENDPOINT = `${PARTNER_API}/registration`

const request = (email: string, extra: Record<string, unknown> = {}) => ({
  mode: 'create',
  operationName: 'Harbor Grill',
  contactName: 'Dana Lee',
  email,
  phone: '(617) 555-0199',
  postcode: '02110',
  businessType: 'Casual dining',
  regionId: 'us',
  locale: 'en',
  idempotencyKey: randomUUID(),
  ...extra,
})

const post = (client: Fetcher, body: unknown, headers: Record<string, string> = {}) =>
  client(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }).then(answer)

interface StoredRequest {
  id: number
  status: string
  mode: string
  email: string
  operationName: string
  customerNumber?: string | null
  regionTag: string
  partnerUser?: number | { id: number } | null
}

async function asEditor(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${await editorToken()}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function storedFor(email: string): Promise<StoredRequest[]> {
  const where = encodeURIComponent(email)
  const found = await asEditor('GET', `partner-registrations?where[email][equals]=${where}&depth=0`)
  return (found.json.docs as StoredRequest[]) ?? []
}

const RECEIVED = 'Thank you. We have your request and will email you when your account is ready.'

describe('partner registration requests', () => {
  it('keeps one pending request for an editor, whatever is sent again', async () => {
    const email = `harbor-${stamp}@terrafield.example`
    const client = newClient()
    const first = request(email)
    const sent = await post(client, first)
    expect(sent.status, sent.text).toBe(202)
    expect(sent.json<{ message: string }>().message).toBe(RECEIVED)
    expect(sent.headers.get('cache-control')).toBe('no-store')
    const retry = await post(client, first)
    const secondTab = await post(client, request(email, { operationName: 'Harbor Grill II' }))
    const together = await Promise.all(
      Array.from({ length: 5 }, () => post(newClient(), request(email.toUpperCase()))),
    )
    for (const reply of [retry, secondTab, ...together]) {
      expect(reply.status).toBe(202)
      expect(reply.json()).toEqual(sent.json())
    }
    const stored = await storedFor(email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      status: 'pending',
      mode: 'create',
      operationName: 'Harbor Grill',
      regionTag: 'regionUs',
    })
  })

  it('asks an existing customer for their number, and answers in the visitor’s language', async () => {
    const email = `cliente-${stamp}@terrafield.example`
    const missing = await post(
      newClient(),
      request(email, { mode: 'register', regionId: 'mexico', locale: 'es', phone: '55 1234 5678' }),
    )
    expect(missing.status).toBe(422)
    expect(missing.json<{ errors: Record<string, string> }>().errors).toEqual({
      customerNumber: 'Este campo es obligatorio',
    })
    const invalid = await post(newClient(), {
      mode: 'create',
      email: 'not-an-address',
      regionId: 'us',
      locale: 'en',
      idempotencyKey: randomUUID(),
    })
    expect(invalid.status).toBe(422)
    expect(invalid.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      operationName: 'This field is required',
      email: 'Invalid email address',
      phone: 'This field is required',
    })
    const registered = await post(
      newClient(),
      request(email, {
        mode: 'register',
        customerNumber: 'C-1044',
        regionId: 'mexico',
        locale: 'es',
        phone: '55 1234 5678',
      }),
    )
    expect(registered.status, registered.text).toBe(202)
    expect((await storedFor(email))[0]).toMatchObject({
      mode: 'register',
      customerNumber: 'C-1044',
      regionTag: 'regionMexico',
    })
  })

  it('tells a partner’s address nothing on the page, stores nothing, and emails its owner in their language', async () => {
    const before = emailCount()
    const reply = await post(newClient(), request(partnerEmail(1)))
    expect(reply.status).toBe(202)
    expect(reply.json<{ message: string }>().message).toBe(RECEIVED)
    expect(await storedFor(partnerEmail(1))).toHaveLength(0)
    await expect
      .poll(() => emailsSince(before).find((email) => email.to === partnerEmail(1))?.subject)
      .toBe('You already have a Terrafield+ account')
    const again = emailCount()
    expect((await post(newClient(), request(partnerEmail(1)))).json()).toEqual(reply.json())
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(emailsSince(again).filter((email) => email.to === partnerEmail(1))).toEqual([])

    const inSpanish = emailCount()
    const mexican = request(partnerEmail(2), {
      regionId: 'mexico',
      locale: 'es',
      phone: '55 1234 5678',
    })
    expect((await post(newClient(), mexican)).status).toBe(202)
    await expect
      .poll(() => emailsSince(inSpanish).find((email) => email.to === partnerEmail(2)))
      .toMatchObject({
        subject: 'Ya tiene una cuenta de Terrafield+',
        body: expect.stringContaining(`${baseUrl()}/mexico/terrafield+/sign-in`),
      })
  })

  it('answers a new address and one already pending in the same time', async () => {
    const pending = `pending-${stamp}@terrafield.example`
    expect((await post(newClient(), request(pending))).status).toBe(202)
    const newMs: number[] = []
    const pendingMs: number[] = []
    for (let i = 0; i < 4; i++) {
      const fresh = await timed(() =>
        post(newClient(), request(`new-${i}-${stamp}@terrafield.example`)),
      )
      const again = await timed(() => post(newClient(), request(pending)))
      expect([fresh.value.status, again.value.status]).toEqual([202, 202])
      newMs.push(fresh.ms)
      pendingMs.push(again.ms)
    }
    const [slow, fast] = [median(newMs), median(pendingMs)].sort((a, b) => b - a) as [
      number,
      number,
    ]
    expect(slow - fast, `medians ${slow} ms and ${fast} ms`).toBeLessThan(0.25 * slow)
  })

  it('refuses blocked domains, bots, other sites, bad bodies and other methods without a trace', async () => {
    const client = newClient()
    const blocked = await post(client, request(`someone-${stamp}@mailinator.com`))
    expect(blocked.status).toBe(422)
    expect(blocked.json<{ errors: Record<string, string> }>().errors.email).toBe(
      'The specified email address is not allowed',
    )
    const bot = `bot-${stamp}@terrafield.example`
    expect((await post(client, request(bot, { website: 'https://spam.example' }))).status).toBe(202)
    expect(await storedFor(bot)).toHaveLength(0)
    const refusals: [number, Awaited<ReturnType<typeof post>>][] = [
      [403, await post(client, request(bot), { origin: 'https://evil.example' })],
      [415, await post(client, request(bot), { 'content-type': 'text/plain' })],
      [400, await post(client, '{')],
      [400, await post(client, [request(bot)])],
      [413, await post(client, request(bot, { message: 'x'.repeat(20_000) }))],
      [400, await post(client, request(bot, { idempotencyKey: 'again' }))],
      [404, await post(client, request(bot, { regionId: 'japan', locale: 'ja-JP' }))],
      [404, await post(client, request(bot, { regionId: 'atlantis' }))],
      [422, await post(client, request(bot, { mode: 'admin', operationName: { $ne: '' } }))],
    ]
    for (const [status, reply] of refusals) {
      expect(reply.status, reply.text).toBe(status)
      expect(reply.text).not.toMatch(STACK_FRAME)
    }
    const get = await client(ENDPOINT)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(await storedFor(bot)).toHaveLength(0)
  })

  it('limits each client address like the other forms', async () => {
    const client = newClient()
    const statuses: number[] = []
    for (let n = 0; n < 21; n++)
      statuses.push((await post(client, { regionId: 'us', locale: 'en' })).status)
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true)
    const limited = await post(client, request(`late-${stamp}@terrafield.example`))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('is no API for anyone but editors: visitors can neither read nor write requests', async () => {
    const client = newClient()
    const list = await client('/api/partner-registrations')
    expect(list.status).toBe(403)
    const create = await client('/api/partner-registrations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...request(`direct-${stamp}@terrafield.example`),
        status: 'approved',
      }),
    })
    expect(create.status).toBe(403)
    const graphql = await client('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ PartnerRegistrations { docs { email } } }' }),
    }).then(answer)
    const reply = graphql.json<{
      data?: { PartnerRegistrations: unknown } | null
      errors?: { message: string }[]
    }>()
    expect(reply.data?.PartnerRegistrations ?? null).toBeNull()
    expect(reply.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(graphql.text).not.toContain('@terrafield.example')
  })

  it('on approval creates the account and emails a link to choose a password', async () => {
    const email = `approved-${stamp}@terrafield.example`
    expect((await post(newClient(), request(email))).status).toBe(202)
    const [pending] = await storedFor(email)
    const withoutId = await asEditor('PATCH', `partner-registrations/${pending!.id}`, {
      status: 'approved',
    })
    expect(withoutId.status).toBe(400)
    expect((await storedFor(email))[0]?.status).toBe('pending')

    const before = emailCount()
    const approved = await asEditor('PATCH', `partner-registrations/${pending!.id}`, {
      status: 'approved',
      salesforceUserId: `SF-REG-${stamp}`,
    })
    expect(approved.status, JSON.stringify(approved.json)).toBe(200)
    const link = await tokenLinkFor(email, before)
    expect(`${link.origin}${link.pathname}`).toBe(`${baseUrl()}/terrafield+/reset-password`)
    expect(emailsSince(before).find((entry) => entry.to === email)?.subject).toContain(
      'account is ready',
    )
    const token = new URLSearchParams(link.hash.slice(1)).get('token')
    const saved = await newClient()(`${PARTNER_API}/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'chosen-password-123', locale: 'en' }),
    })
    expect(saved.status).toBe(200)
    const signedIn = await signInPartner(email, 'chosen-password-123')
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.name).toBe('Dana Lee')

    const reverted = await asEditor('PATCH', `partner-registrations/${pending!.id}`, {
      status: 'pending',
    })
    expect(reverted.status).toBe(400)
    const [stored] = await storedFor(email)
    const userId =
      typeof stored?.partnerUser === 'object' ? stored.partnerUser?.id : stored?.partnerUser
    expect(userId).toBeTypeOf('number')
    await asEditor('DELETE', `partner-registrations/${pending!.id}`)
    await asEditor('DELETE', `partner-users/${userId}`)
  })
})
