import { describe, expect, it } from 'vitest'
import { baseUrl, editorToken, get } from '../helpers/http'
import { PARTNER_PASSWORD, partnerEmail, signInPartner } from '../helpers/partner'

const PAGE = '/products/TF-10024'

async function asEditor(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

// The CMS API answers from its own process; its writes must still expire the pages this one caches.
describe('an edit through the CMS API', () => {
  it('shows on the next view of a cached page', async () => {
    await get(PAGE)
    expect((await get(PAGE)).headers.get('x-nextjs-cache')).toBe('HIT')

    const token = await editorToken()
    const found = (await asEditor(
      token,
      'GET',
      'products?where[sku][equals]=TF-10024&depth=0',
    )) as { docs: { id: number; marketingName: string }[] }
    const product = found.docs[0]
    if (!product) throw new Error('the seeded product TF-10024 is missing')
    const { id, marketingName } = product
    const edited = `${marketingName} ${Date.now()}`
    try {
      await asEditor(token, 'PATCH', `products/${id}`, { marketingName: edited })
      const page = await get(PAGE)
      expect(page.headers.get('x-nextjs-cache')).not.toBe('HIT')
      expect((await page.text()).includes(edited)).toBe(true)
    } finally {
      await asEditor(token, 'PATCH', `products/${id}`, { marketingName })
    }
    expect((await (await get(PAGE)).text()).includes(edited)).toBe(false)
  })
})

// A partner's pages render per request (draft mode), reading what everyone shares from the site's
// own read cache: a publish must expire it as it does Next's.
describe('an edit seen by a signed-in partner', () => {
  it('shows on the partner’s next view', async () => {
    const PARTNER_PAGE = '/products/TF-10025'
    const signedIn = await signInPartner(partnerEmail(1), PARTNER_PASSWORD)
    expect(signedIn.status).toBe(200)
    const cookie = signedIn.setCookies.map((set) => set.split(';')[0]).join('; ')
    const view = async () => (await get(PARTNER_PAGE, { headers: { cookie } })).text()
    await view()
    const token = await editorToken()
    const found = (await asEditor(
      token,
      'GET',
      'products?where[sku][equals]=TF-10025&depth=0',
    )) as { docs: { id: number; marketingName: string }[] }
    const product = found.docs[0]
    if (!product) throw new Error('the seeded product TF-10025 is missing')
    const { id, marketingName } = product
    const edited = `${marketingName} ${Date.now()}`
    expect(await view()).not.toContain(edited)
    try {
      await asEditor(token, 'PATCH', `products/${id}`, { marketingName: edited })
      expect(await view()).toContain(edited)
    } finally {
      await asEditor(token, 'PATCH', `products/${id}`, { marketingName })
    }
    expect(await view()).not.toContain(edited)
  })
})
