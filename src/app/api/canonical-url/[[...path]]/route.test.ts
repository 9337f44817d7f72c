import { describe, expect, it } from 'vitest'
import { GET } from './route'

describe('GET /api/canonical-url', () => {
  it('redirects (307) to the canonical URL on SITE_URL, whatever Host the caller sent', async () => {
    const response = await GET(
      new Request('http://localhost:3000/api/canonical-url/news?regionLocale=korea&x=1', {
        headers: { host: 'www.example.com', 'x-forwarded-host': 'evil.example' },
      }),
    )
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe(
      new URL('/korea/news?x=1', process.env.SITE_URL ?? 'http://localhost:3000').toString(),
    )
  })

  it('answers 404 for a path that is no site path', async () => {
    const response = await GET(new Request('http://localhost:3000/x/%E0%A4%A?locale=es'))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Page not found' })
  })
})
