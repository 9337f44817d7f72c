import { describe, expect, it } from 'vitest'
import { answer, median, newClient, STACK_FRAME, timed } from '../helpers/abuse'
import { get } from '../helpers/http'
import {
  PARTNER_API,
  PARTNER_PASSWORD,
  type PartnerSignIn,
  partnerEmail,
  signInPartner,
  tokenOf,
} from '../helpers/partner'

const profileWith = (cookie: string | null, query = '') =>
  get(`${PARTNER_API}/profile${query}`, cookie ? { headers: { cookie } } : {})

describe('partner sign-in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and turns on per-request pages', async () => {
    const reply = await signInPartner(partnerEmail(1), PARTNER_PASSWORD)
    expect(reply.status).toBe(200)
    expect(reply.body.name).toBe('Avery Collins')
    const session = reply.setCookies.find((c) => c.startsWith('partner-session='))!
    expect(session).toMatch(/HttpOnly/i)
    expect(session).toMatch(/SameSite=Lax/i)
    expect(session).toMatch(/Path=\//)
    expect(reply.setCookies.some((c) => c.startsWith('__prerender_bypass='))).toBe(true)
  })

  it('answers a wrong password and an unknown address with the same words', async () => {
    const known = await signInPartner(partnerEmail(2), 'wrong-password')
    const unknown = await signInPartner(`nobody-${Date.now()}@terrafield.example`, 'wrong-password')
    expect(known.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual(known.body)
    expect(known.body).toMatchObject({ title: 'Sign-in failed' })
    expect(known.cookie).toBeNull()
  })

  it('pauses after five failures from one client, for a real and an unknown address alike, in the same words and time', async () => {
    const emails = [partnerEmail(3), `nobody-${Date.now()}@terrafield.example`] as const
    const clients = [newClient(), newClient()] as const
    const failedMs: [number[], number[]] = [[], []]
    const pausedMs: [number[], number[]] = [[], []]
    const paused: PartnerSignIn[] = []
    // Taken in turns, so a busy moment of the server slows both addresses alike.
    for (let n = 0; n < 5; n++) {
      for (const i of [0, 1] as const) {
        const { value, ms } = await timed(() => signInPartner(emails[i], `wrong-${n}`, clients[i]))
        expect(value.status).toBe(401)
        failedMs[i].push(ms)
      }
    }
    for (let n = 0; n < 3; n++) {
      for (const i of [0, 1] as const) {
        const { value, ms } = await timed(() =>
          signInPartner(emails[i], PARTNER_PASSWORD, clients[i]),
        )
        paused.push(value)
        pausedMs[i].push(ms)
      }
    }
    const [real, unknown] = paused
    expect(real?.status).toBe(429)
    expect(real?.body.message).toMatch(/sign-in is paused for 15 minutes/)
    expect(unknown?.body).toEqual(real?.body)
    expect(unknown?.status).toBe(429)
    expect(Number(real?.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(paused.every((reply) => reply.cookie === null)).toBe(true)
    for (const [known, stranger] of [failedMs, pausedMs]) {
      const [slow, fast] = [median(known), median(stranger)].sort((a, b) => b - a) as [
        number,
        number,
      ]
      expect(slow - fast, `medians ${slow} ms and ${fast} ms`).toBeLessThan(0.6 * slow)
    }
  })

  it('answers in the asked locale', async () => {
    const reply = await signInPartner(partnerEmail(2), 'wrong', newClient(), { locale: 'es' })
    expect(reply.body.title).toBe('No se pudo iniciar sesión')
  })

  it('refuses partner sign-in over the CMS API: the site is the one door', async () => {
    const response = await newClient()('/api/partner-users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: partnerEmail(1), password: PARTNER_PASSWORD }),
    })
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie().join()).not.toMatch(/payload-token/)
  })

  it('refuses bad bodies, other sites and other methods without a stack trace', async () => {
    const client = newClient()
    const post = (body: string, headers: Record<string, string> = {}) =>
      client(`${PARTNER_API}/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      }).then(answer)
    const cases = [
      await post('{'),
      await post('[]'),
      await post(JSON.stringify({ email: 'x', password: 'y' })),
      await post(JSON.stringify({ email: partnerEmail(1), password: '' })),
      await post(JSON.stringify({ email: { $ne: null }, password: { $gt: '' } })),
      await post(JSON.stringify({ email: partnerEmail(1), password: 'x'.repeat(5000) })),
      await post('x'.repeat(20_000)),
    ]
    for (const reply of cases) {
      expect(reply.status, reply.text).toBeGreaterThanOrEqual(400)
      expect(reply.status, reply.text).toBeLessThan(500)
      expect(reply.text).not.toMatch(STACK_FRAME)
    }
    const crossSite = await post(
      JSON.stringify({ email: partnerEmail(1), password: PARTNER_PASSWORD }),
      {
        origin: 'https://evil.example',
      },
    )
    expect(crossSite.status).toBe(403)
    const form = await client(`${PARTNER_API}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${partnerEmail(1)}&password=${PARTNER_PASSWORD}`,
    })
    expect(form.status).toBe(415)
    const wrongMethod = await client(`${PARTNER_API}/session`)
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('POST, DELETE')
  })
})

describe('the profile API', () => {
  it('answers 401 to a guest and to a forged or foreign token', async () => {
    expect((await profileWith(null)).status).toBe(401)
    expect((await profileWith('partner-session=not-a-token')).status).toBe(401)
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwiY29sbGVjdGlvbiI6InBhcnRuZXItdXNlcnMifQ.x'
    expect((await profileWith(`partner-session=${forged}`)).status).toBe(401)
  })

  it("answers the partner's own profile with the sales contact, privately", async () => {
    const { cookie } = await signInPartner(partnerEmail(2), PARTNER_PASSWORD)
    const response = await profileWith(cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    const profile = (await response.json()) as Record<string, unknown>
    expect(profile).toMatchObject({
      id: 'SF-DEMO-0002',
      operationName: 'Maple Ridge Unified School District Nutrition Services',
      segment: 'K-12',
      zip: '62704',
      salesContact: { name: 'Luis Ortega', email: 'luis.ortega@terrafield.example' },
    })
  })

  it('answers 404 "Profile not found" when the CRM mirror has none', async () => {
    const { cookie } = await signInPartner(partnerEmail(4), PARTNER_PASSWORD)
    const response = await profileWith(cookie)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Profile not found' })
  })

  it('drops its cached copy on ?clear=true, so a CRM change shows at once', async () => {
    const { cookie } = await signInPartner(partnerEmail(3), PARTNER_PASSWORD)
    const first = (await (await profileWith(cookie)).json()) as { phone: string }
    const { editorToken } = await import('../helpers/http')
    const token = await editorToken()
    const { baseUrl } = await import('../helpers/http')
    const found = (await (
      await fetch(
        `${baseUrl()}/api/partner-profiles?where[salesforceUserId][equals]=SF-DEMO-0003`,
        {
          headers: { authorization: `JWT ${token}` },
        },
      )
    ).json()) as { docs: { id: number }[] }
    const id = found.docs[0]!.id
    const patch = (phone: string) =>
      fetch(`${baseUrl()}/api/partner-profiles/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ phone }),
      })
    try {
      await patch('(503) 555-0999')
      expect(((await (await profileWith(cookie)).json()) as { phone: string }).phone).toBe(
        first.phone,
      )
      const cleared = (await (await profileWith(cookie, '?clear=true')).json()) as { phone: string }
      expect(cleared.phone).toBe('(503) 555-0999')
    } finally {
      await patch(first.phone)
      await profileWith(cookie, '?clear=true')
    }
  })

  it('stops answering once the partner signs out, even to a copy of the old cookie', async () => {
    const { cookie } = await signInPartner(partnerEmail(1), PARTNER_PASSWORD)
    expect((await profileWith(cookie)).status).toBe(200)
    const out = await get(`${PARTNER_API}/session`, {
      method: 'DELETE',
      headers: { cookie: cookie!, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(out.status).toBe(200)
    expect(out.headers.getSetCookie().join()).toMatch(
      /partner-session=;[^,]*Expires=Thu, 01 Jan 1970/,
    )
    expect((await profileWith(cookie)).status).toBe(401)
  })

  it("keeps a partner's token away from other partners, editors, drafts and the admin", async () => {
    const { cookie } = await signInPartner(partnerEmail(1), PARTNER_PASSWORD)
    const auth = { authorization: `JWT ${tokenOf(cookie!)}` }
    const read = async (path: string) => {
      const response = await get(path, { headers: auth })
      return {
        status: response.status,
        body: (await response.json().catch(() => null)) as {
          docs?: Record<string, unknown>[]
        } | null,
      }
    }
    const profiles = await read('/api/partner-profiles?limit=100')
    expect(profiles.body?.docs?.map((doc) => doc.salesforceUserId)).toEqual(['SF-DEMO-0001'])
    const contacts = await read('/api/sales-contacts?limit=100')
    expect(contacts.body?.docs?.map((doc) => doc.name)).toEqual(['Margaret Olsen'])
    const others = await read('/api/partner-users?limit=100')
    expect(others.body?.docs?.map((doc) => doc.email)).toEqual([partnerEmail(1)])
    const editors = await read('/api/users?limit=100')
    expect(editors.status === 403 || editors.body?.docs?.length === 0).toBe(true)
    const drafts = await read('/api/pages?draft=true&where[_status][equals]=draft&limit=5')
    expect(drafts.body?.docs ?? []).toEqual([])
    const admin = await get('/admin', { headers: { cookie: `payload-token=${tokenOf(cookie!)}` } })
    const page = await admin.text()
    expect(page).toContain('NEXT_REDIRECT;replace;/admin/login')
    expect(page).not.toContain(partnerEmail(1))
  })
})
