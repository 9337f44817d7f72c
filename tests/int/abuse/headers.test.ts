import { beforeAll, describe, expect, it } from 'vitest'
import { editorToken } from '../../helpers/http'
import { asEditor, type Fetcher, newClient } from '../../helpers/abuse'

const PDF = '/products/breaded-mozzarella-sticks/TF-10024/specifications.pdf'
const PAGE_CSP = [
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
]

let client: Fetcher
let mediaFile: string

const fetchKind: Record<string, () => Promise<Response>> = {
  'an HTML page': () => client('/'),
  'a 404 page': () => client('/zzz-nope'),
  'an API JSON answer': () => client('/api/products?limit=1'),
  'a GraphQL answer': () =>
    client('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    }),
  'an RSS feed': () => client('/rss/products.xml'),
  'a media file': () => client(mediaFile),
  'the spec sheet PDF': () => client(PDF),
  'the admin': () => client('/admin'),
}

function expectBaseline(headers: Headers) {
  expect(headers.get('content-security-policy')).toBeTruthy()
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(headers.get('permissions-policy')).toContain('camera=()')
}

beforeAll(async () => {
  client = newClient()
  const token = await editorToken()
  const list = (await (
    await client('/api/media?limit=1', { headers: asEditor(token) })
  ).json()) as { docs: { url: string }[] }
  mediaFile = list.docs[0]?.url ?? ''
  expect(mediaFile).toMatch(/^\/api\/media\/file\//)
})

describe('security headers', () => {
  for (const [kind, fetchIt] of Object.entries(fetchKind)) {
    it(`are on ${kind}`, async () => {
      const response = await fetchIt()
      await response.arrayBuffer()
      expect(response.status, kind).toBeLessThan(500)
      expectBaseline(response.headers)
    })
  }

  it('give pages a CSP with no plugins, no base or form retargeting and no framing by others', async () => {
    for (const path of ['/', '/zzz-nope', '/admin']) {
      const csp = (await client(path)).headers.get('content-security-policy') ?? ''
      for (const directive of PAGE_CSP) expect(csp, path).toContain(directive)
    }
  })

  it('forbid framing the admin by other sites', async () => {
    for (const path of ['/admin', '/admin/login']) {
      const response = await client(path)
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      expectBaseline(response.headers)
    }
  })

  it('send HSTS only when the request came over HTTPS', async () => {
    const secure = await client('/', {
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d{6,}/)
    const plain = await client('/')
    expect(plain.headers.get('strict-transport-security')).toBeNull()
  })

  it('leave the home page cached', async () => {
    await (await client('/')).text()
    const second = await client('/')
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
  })

  it('let media files be cached for at least a day, never sniffed', async () => {
    const response = await client(mediaFile)
    expect(response.status).toBe(200)
    const maxAge = Number(
      /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 0,
    )
    expect(maxAge).toBeGreaterThanOrEqual(86_400)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('send the spec sheet as a sandboxed download', async () => {
    const response = await client(PDF)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(response.headers.get('content-security-policy')).toMatch(/\bsandbox\b/)
  })
})
