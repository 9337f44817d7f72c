import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { domainRedirectFor, hostnameOf, isSiteHost } from './domain-redirects.mjs'

const SITE = 'https://www.terrafield.test'
const REDIRECTS = [
  { domain: 'terrafield.example', targetPath: '/' },
  { domain: 'papas.example', targetPath: '/mexico/productos' },
]

describe('hostnameOf', () => {
  it('lower-cases and drops the port', () => {
    expect(hostnameOf('Terrafield.Example:8080')).toBe('terrafield.example')
    expect(hostnameOf('[::1]:3000')).toBe('[::1]')
  })

  it.each([undefined, '', 'a b', 'x'.repeat(300), 'host/path', 'user@host', '%'])(
    'refuses %j',
    (host) => {
      expect(hostnameOf(host)).toBeNull()
    },
  )

  it('never throws, whatever the header (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (host) => {
        const result = hostnameOf(host)
        expect(result === null || typeof result === 'string').toBe(true)
      }),
      { numRuns: 2_000 },
    )
  })
})

describe('isSiteHost', () => {
  it('skips the site host, loopback and an unreadable Host', () => {
    expect(isSiteHost('www.terrafield.test', SITE)).toBe(true)
    expect(isSiteHost('127.0.0.1', SITE)).toBe(true)
    expect(isSiteHost('localhost', SITE)).toBe(true)
    expect(isSiteHost(null, SITE)).toBe(true)
    expect(isSiteHost('terrafield.example', SITE)).toBe(false)
  })
})

describe('domainRedirectFor', () => {
  it('sends an editor’s domain to its path on the site', () => {
    expect(domainRedirectFor('terrafield.example', REDIRECTS, SITE)).toBe(`${SITE}/`)
    expect(domainRedirectFor('papas.example', REDIRECTS, SITE)).toBe(`${SITE}/mexico/productos`)
  })

  it('leaves other hosts alone', () => {
    expect(domainRedirectFor('evil.example', REDIRECTS, SITE)).toBeNull()
  })

  it('never leaves the site, whatever the target path', () => {
    for (const targetPath of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const location = domainRedirectFor('a.example', [{ domain: 'a.example', targetPath }], SITE)
      expect(location === null || new URL(location).origin === SITE).toBe(true)
    }
  })
})
