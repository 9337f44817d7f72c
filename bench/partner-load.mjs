import { load } from './load.mjs'

/** Pages measured again as a signed-in partner: rendered per request, never from the shared cache. */
export const PARTNER_BENCH_PAGES = [
  { name: 'home (us/en)', path: '/' },
  { name: 'generic page', path: '/about-us/our-story' },
  { name: 'product page', path: '/products/TF-10001' },
  { name: 'partner home', path: '/terrafield+' },
]

/** Signs a seeded partner in through the site and returns the cookies a browser would send. */
async function partnerCookies(base, password) {
  const response = await fetch(`${base}/api/terrafield+/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'partner1@terrafield.example', password }),
  })
  if (!response.ok) throw new Error(`partner sign-in for the bench failed with ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** Each page as a guest (cached) and as the partner, side by side. */
export async function measurePartnerPages(base, password, { connections, duration }) {
  const cookie = await partnerCookies(base, password)
  const rows = []
  for (const page of PARTNER_BENCH_PAGES) {
    const guest = await load(`${base}${page.path}`, { connections, duration })
    const partner = await load(`${base}${page.path}`, {
      connections,
      duration,
      headers: { cookie },
    })
    rows.push({
      page: page.name,
      'guest req/s': guest.rps,
      'guest p99 ms': guest.p99,
      'partner req/s': partner.rps,
      'partner p50 ms': partner.p50,
      'partner p99 ms': partner.p99,
      'partner errors': partner.errors,
      'partner / guest': guest.rps ? Number((partner.rps / guest.rps).toFixed(3)) : null,
    })
  }
  return rows
}
