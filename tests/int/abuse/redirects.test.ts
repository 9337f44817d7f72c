import { describe, expect, it } from 'vitest'
import { rawGet } from '../../helpers/abuse'

const SITE_URL = process.env.SITE_URL ?? ''
const REDIRECTING = [
  '/?locale=es',
  '/api/canonical-url/products',
  '/api/preview/exit?path=/products',
  '/us/en/products',
  '/us/en',
  '/products/',
]
const HOSTILE: Record<string, string>[] = [
  { host: 'evil.example' },
  { 'x-forwarded-host': 'evil.example' },
  {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
  },
]

/** A Location that stays on the site: a path (not `//host`), or an absolute URL on SITE_URL. */
const staysOnSite = (location: string) =>
  (location.startsWith('/') && !location.startsWith('//')) || location.startsWith(`${SITE_URL}/`)

describe('the Host header never reaches a Location', () => {
  it.each(REDIRECTING)('%s redirects within the site whatever Host says', async (path) => {
    expect(SITE_URL).toMatch(/^https?:\/\//)
    for (const headers of HOSTILE) {
      const reply = await rawGet(path, headers)
      const location = String(reply.headers.location ?? '')
      expect(reply.status, `${path} ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(300)
      expect(reply.status).toBeLessThan(400)
      expect(location).not.toContain('evil.example')
      expect(staysOnSite(location), location).toBe(true)
    }
  })
})
