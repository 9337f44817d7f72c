import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createApiRateLimit } from './api-rate-limit.mjs'
import { isMalformedPath, isRefusedMethod, isWriteToStoredResource } from './bad-request.mjs'
import { clientAddressOf } from './client-address.mjs'
import { serverSettings } from './settings.mjs'

const request = (remoteAddress: string, forwardedFor?: string) => ({
  socket: { remoteAddress },
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
})

describe('clientAddressOf', () => {
  it('believes only the socket when no proxy is configured', () => {
    expect(clientAddressOf(request('203.0.113.9', '1.2.3.4'), 0)).toBe('203.0.113.9')
  })

  it('takes the entry the trusted proxy appended, not what the client wrote before it', () => {
    expect(clientAddressOf(request('10.0.0.2', '1.2.3.4, 198.51.100.7'), 1)).toBe('198.51.100.7')
    expect(clientAddressOf(request('10.0.0.2', '1.2.3.4, 198.51.100.7, 10.0.0.1'), 2)).toBe(
      '198.51.100.7',
    )
  })

  it('falls back to the socket when the proxy sent no header', () => {
    expect(clientAddressOf(request('10.0.0.2'), 1)).toBe('10.0.0.2')
  })
})

describe('isMalformedPath', () => {
  it('flags broken percent-encoding and NUL bytes, passes real paths', () => {
    expect(isMalformedPath('/%ZZ')).toBe(true)
    expect(isMalformedPath('/products/%E0%A4%A')).toBe(true)
    expect(isMalformedPath('/%00')).toBe(true)
    expect(isMalformedPath('/mexico/productos/papas-fritas?x=%ZZ')).toBe(false)
    expect(isMalformedPath('/japan/ja-JP/%E3%83%AC%E3%82%B7%E3%83%94')).toBe(false)
  })

  it('never throws, whatever the URL (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 40 }),
        (url) => typeof isMalformedPath(url) === 'boolean',
      ),
      { numRuns: 10_000 },
    )
    // Ten thousand runs take about 1 s alone and several on a loaded machine.
  }, 30_000)
})

describe('isRefusedMethod', () => {
  it('refuses TRACE, TRACK and CONNECT in any case, and passes the methods pages use', () => {
    for (const method of ['TRACE', 'track', 'CONNECT']) expect(isRefusedMethod(method)).toBe(true)
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(isRefusedMethod(method)).toBe(false)
  })
})

describe('createApiRateLimit', () => {
  it('refuses a client past its budget with the seconds to wait, and counts clients apart', async () => {
    const limit = createApiRateLimit({ limit: 2, windowSeconds: 60 })
    expect(await limit('/api/products', 'a')).toBeNull()
    expect(await limit('/api/graphql', 'a')).toBeNull()
    const retryAfter = await limit('/api/products', 'a')
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await limit('/api/products', 'b')).toBeNull()
  })

  it('leaves pages, media files and the readiness check alone', async () => {
    const limit = createApiRateLimit({ limit: 1, windowSeconds: 60 })
    for (let i = 0; i < 5; i++) {
      expect(await limit('/products', 'a')).toBeNull()
      expect(await limit('/api/media/file/fries.webp', 'a')).toBeNull()
      expect(await limit('/api/ready', 'a')).toBeNull()
      expect(await limit('/api/ready?probe=1', 'a')).toBeNull()
    }
  })

  it('counts paths that only start like the readiness check', async () => {
    const limit = createApiRateLimit({ limit: 1, windowSeconds: 60 })
    expect(await limit('/api/ready-made', 'a')).toBeNull()
    expect(await limit('/api/ready/x', 'a')).toBeGreaterThan(0)
  })
})

describe('serverSettings', () => {
  it('trusts no proxy unless told, and refuses a malformed setting by name', () => {
    expect(serverSettings({} as unknown as NodeJS.ProcessEnv).TRUSTED_PROXY_HOPS).toBe(0)
    expect(() =>
      serverSettings({ TRUSTED_PROXY_HOPS: 'one' } as unknown as NodeJS.ProcessEnv),
    ).toThrow(/TRUSTED_PROXY_HOPS/)
  })
})

describe('isWriteToStoredResource', () => {
  it('lets only GET and HEAD reach a feed, sitemap, spec sheet or robots file', () => {
    for (const url of [
      '/sitemap/2.xml',
      '/mexico/rss/recipes.xml?x=1',
      '/robots.txt',
      '/p/TF-1/specifications.pdf',
    ]) {
      for (const method of ['POST', 'put', 'OPTIONS', 'DELETE', 'PATCH'])
        expect(isWriteToStoredResource(url, method), `${method} ${url}`).toBe(true)
      for (const method of ['GET', 'head']) expect(isWriteToStoredResource(url, method)).toBe(false)
    }
  })

  it('leaves pages, the APIs and the admin to their own handlers', () => {
    for (const url of ['/products/TF-1', '/api/forms/x.xml', '/admin/x.txt', '/sitemap'])
      expect(isWriteToStoredResource(url, 'POST')).toBe(false)
  })
})
