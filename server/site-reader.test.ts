import { afterEach, describe, expect, it, vi } from 'vitest'
import { isSiteReader, siteReaderToken } from './site-reader.mjs'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('siteReaderToken', () => {
  it('is the token the site checks (src/lib/site-reader.ts)', async () => {
    vi.stubEnv('PAYLOAD_SECRET', 'a-secret-for-this-test-0123456789')
    const site = await import('../src/lib/site-reader')
    expect(site.isSiteReaderToken(siteReaderToken('a-secret-for-this-test-0123456789'))).toBe(true)
    expect(site.isSiteReaderToken(siteReaderToken('another-secret-0123456789abcdef'))).toBe(false)
  })
})

describe('isSiteReader', () => {
  const secret = 'a-secret-for-this-test-0123456789'
  const withHeader = (value?: unknown) => ({ headers: { 'x-site-reader': value } })

  it('knows the token, and nothing else', () => {
    expect(isSiteReader(withHeader(siteReaderToken(secret)), secret)).toBe(true)
    expect(isSiteReader(withHeader('0'.repeat(64)), secret)).toBe(false)
    expect(isSiteReader(withHeader(), secret)).toBe(false)
    expect(isSiteReader(withHeader(['a', 'b']), secret)).toBe(false)
    expect(isSiteReader(withHeader(siteReaderToken(secret)), undefined)).toBe(false)
  })
})
