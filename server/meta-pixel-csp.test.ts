import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../src/lib/security-headers'
import { allowMetaPixel, isPagePath, regionOfPath, withMetaPixelHosts } from './meta-pixel-csp.mjs'

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))

describe('withMetaPixelHosts', () => {
  it('adds the pixel’s hosts to script, image and connect sources only', () => {
    const policy = withMetaPixelHosts(contentSecurityPolicy())
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' 'unsafe-inline' https://connect.facebook.net",
    )
    expect(directive(policy, 'img-src')).toContain('https://www.facebook.com')
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://www.facebook.com https://connect.facebook.net",
    )
    expect(directive(policy, 'frame-src')).toBe(directive(contentSecurityPolicy(), 'frame-src'))
    expect(directive(policy, 'default-src')).toBe("default-src 'self'")
  })
})

describe('regionOfPath', () => {
  const regions = { regions: ['us', 'nz', 'mexico'], defaultRegion: 'us' }

  it('reads the region from the first segment, else the default', () => {
    expect(regionOfPath('/nz/products?x=1', regions)).toBe('nz')
    expect(regionOfPath('/nz', regions)).toBe('nz')
    expect(regionOfPath('/', regions)).toBe('us')
    expect(regionOfPath('/es/productos', regions)).toBe('us')
    expect(regionOfPath('/nzx', regions)).toBe('us')
  })
})

describe('isPagePath', () => {
  it('leaves out the API, the CMS and Next’s assets', () => {
    expect(isPagePath('/nz/products')).toBe(true)
    expect(isPagePath('/api/search')).toBe(false)
    expect(isPagePath('/admin/collections')).toBe(false)
    expect(isPagePath('/_next/static/x.js')).toBe(false)
  })
})

describe('allowMetaPixel', () => {
  it('rewrites only the policy header as it is set', () => {
    const headers = new Map<string, unknown>()
    const res = { setHeader: (name: string, value: unknown) => headers.set(name, value) }
    allowMetaPixel(res)
    res.setHeader('Content-Security-Policy', "script-src 'self'")
    res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    expect(headers.get('Content-Security-Policy')).toBe(
      "script-src 'self' https://connect.facebook.net",
    )
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
  })
})
