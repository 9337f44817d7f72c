import { type Fetcher, newClient } from './abuse'

export const PARTNER_PASSWORD = process.env.SEED_DEMO_PASSWORD ?? ''
/** Seeded: partner1 (Quick Service), partner2 (K-12), partner3 (Casual Dining), partner4 (no profile). */
export const partnerEmail = (n: 1 | 2 | 3 | 4) => `partner${n}@terrafield.example`

export const PARTNER_API = '/api/terrafield+'

export interface PartnerSignIn {
  status: number
  cookie: string | null
  body: { title?: string; message?: string; error?: string; name?: string }
  setCookies: string[]
  headers: Headers
}

/** Signs in through the site's session endpoint from its own loopback address. */
export async function signInPartner(
  email: string,
  password: string,
  client: Fetcher = newClient(),
  extra: Record<string, unknown> = {},
): Promise<PartnerSignIn> {
  const response = await client(`${PARTNER_API}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, ...extra }),
  })
  const setCookies = response.headers.getSetCookie()
  const session = setCookies.find(
    (c) => c.startsWith('partner-session=') && !c.includes('Max-Age=0'),
  )
  return {
    status: response.status,
    cookie: session ? session.split(';')[0]! : null,
    body: (await response.json()) as PartnerSignIn['body'],
    setCookies,
    headers: response.headers,
  }
}

/** The raw token inside a session cookie (`partner-session=<jwt>`). */
export const tokenOf = (cookie: string) => cookie.slice('partner-session='.length)
