import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, type Fetcher, newClient, STACK_FRAME } from '../helpers/abuse'
import { EMAIL_LOG, emailCount, emailsSince, tokenLinkFor } from '../helpers/email-log'
import { baseUrl, editorToken } from '../helpers/http'
import { PARTNER_API, signInPartner } from '../helpers/partner'

const stamp = Date.now()
const account = {
  email: `reset-${stamp}@terrafield.example`,
  password: 'first-password-123',
  name: 'Reset Tester',
  salesforceUserId: `SF-RESET-${stamp}`,
}
let userId: number
/** Payload sends one reset email per account per minute: the first test's link serves the second. */
let emailedToken: string | null = null

async function asEditor(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${await editorToken()}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as { doc?: { id: number } }
}

beforeAll(async () => {
  const created = await asEditor('POST', 'partner-users', account)
  userId = created.doc!.id
})

afterAll(async () => {
  await asEditor('DELETE', `partner-users/${userId}`)
})

const post = (client: Fetcher, endpoint: string, body: unknown, headers = {}) =>
  client(`${PARTNER_API}/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }).then(answer)

describe('partner password reset', () => {
  it('is configured for these tests', () => {
    expect(EMAIL_LOG, 'EMAIL_LOG_FILE (scripts/test.mjs sets it)').not.toBe('')
  })

  it('answers a real and an unknown address alike, and emails only the real one a link to the site', async () => {
    const before = emailCount()
    const client = newClient()
    const real = await post(client, 'password-reset', {
      email: account.email,
      region: 'mexico',
      locale: 'es',
    })
    const unknown = await post(client, 'password-reset', {
      email: `nobody-${stamp}@terrafield.example`,
      region: 'mexico',
      locale: 'es',
    })
    expect(real.status).toBe(202)
    expect(unknown.status).toBe(real.status)
    expect(unknown.json()).toEqual(real.json())
    const link = await tokenLinkFor(account.email, before)
    expect(`${link.origin}${link.pathname}`).toBe(`${baseUrl()}/mexico/terrafield+/reset-password`)
    const email = emailsSince(before).find((entry) => entry.to === account.email)
    expect(email?.subject).toBe('Elija una nueva contraseña de Terrafield+')
    expect(email?.body).toContain('El enlace funciona una sola vez, durante una hora.')
    emailedToken = new URLSearchParams(link.hash.slice(1)).get('token')
    const lines = fs.readFileSync(EMAIL_LOG, 'utf8').split('\n').slice(before)
    expect(lines.join('\n')).not.toContain(`nobody-${stamp}`)
  })

  it('takes a new password from the link once, signs the partner in with it', async () => {
    const client = newClient()
    const token = emailedToken
    expect(token).toMatch(/^[0-9a-f]{40}$/)
    const saved = await client(`${PARTNER_API}/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'second-password-456', locale: 'en' }),
    })
    expect(saved.status).toBe(200)
    expect(saved.headers.getSetCookie().join()).toMatch(/partner-session=ey/)
    const again = await post(client, 'password', { token, password: 'third-password-789' })
    expect(again.status).toBe(400)
    expect(again.json<{ message: string }>().message).toBe(
      'This link has expired or was already used. Ask for a new one.',
    )
    expect((await signInPartner(account.email, 'first-password-123')).status).toBe(401)
    expect((await signInPartner(account.email, 'second-password-456')).status).toBe(200)
  })

  it('refuses bad links, short passwords, bad bodies and other sites without a stack trace', async () => {
    const client = newClient()
    const cases = [
      await post(client, 'password', { token: 'a'.repeat(40), password: 'long-enough-password' }),
      await post(client, 'password', { token: '../../etc', password: 'long-enough-password' }),
      await post(client, 'password', { token: 'a'.repeat(40), password: 'short' }),
      await post(client, 'password', '{'),
    ]
    for (const reply of cases) {
      expect(reply.status, reply.text).toBe(400)
      expect(reply.text).not.toMatch(STACK_FRAME)
    }
    expect(cases[2]?.json<{ message: string }>().message).toBe('Use at least 10 characters.')
    const crossSite = await post(
      newClient(),
      'password-reset',
      { email: account.email, region: 'us', locale: 'en' },
      { origin: 'https://evil.example' },
    )
    expect(crossSite.status).toBe(403)
    const badEmail = await post(newClient(), 'password-reset', {
      email: 'x',
      region: 'us',
      locale: 'en',
    })
    expect(badEmail.status).toBe(400)
    const wrongMethod = await newClient()(`${PARTNER_API}/password`)
    expect(wrongMethod.status).toBe(405)
  })

  it('limits each client to five tries in 15 minutes', async () => {
    const client = newClient()
    const replies = []
    for (let n = 0; n < 6; n++) {
      replies.push(
        await post(client, 'password-reset', {
          email: `limit-${n}@terrafield.example`,
          region: 'us',
          locale: 'en',
        }),
      )
    }
    expect(replies.slice(0, 5).every((reply) => reply.status === 202)).toBe(true)
    expect(replies[5]?.status).toBe(429)
    expect(replies[5]?.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('is closed over the CMS API: partners reset on the site', async () => {
    for (const operation of ['forgot-password', 'reset-password']) {
      const direct = await newClient()(`/api/partner-users/${operation}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: account.email,
          token: 'a'.repeat(40),
          password: 'x'.repeat(12),
        }),
      })
      expect(direct.status, operation).toBe(403)
    }
  })
})
