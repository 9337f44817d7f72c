import { describe, expect, it } from 'vitest'
import { parseDamImageHosts } from './dam-image-hosts'
import { contentSecurityPolicy } from './security-headers'

describe('parseDamImageHosts', () => {
  it('reads hosts separated by spaces or commas, lower-cased, once each', () => {
    expect(parseDamImageHosts(' DAM.example.com, cdn.example.org:8443\nDam.Example.com ')).toEqual([
      'dam.example.com',
      'cdn.example.org:8443',
    ])
  })

  it('is empty when unset', () => {
    expect(parseDamImageHosts(undefined)).toEqual([])
    expect(parseDamImageHosts('')).toEqual([])
  })

  it.each([
    "'unsafe-inline'",
    '*',
    '*.example.com',
    'https://dam.example.com',
    'dam.example.com/path',
    'dam.example.com;script-src',
    "dam.example.com'",
    'data:',
    '-dam.example.com',
    'dam..example.com',
    'dam.example.com:0',
    'dam.example.com:123456',
    'a'.repeat(300),
  ])('drops an entry that is not a plain host: %s', (entry) => {
    expect(parseDamImageHosts(entry)).toEqual([])
  })
})

describe('the CSP with DAM hosts', () => {
  const imgSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('img-src '))

  it('lets images load from the allowed hosts only when some are set', () => {
    expect(imgSrc(contentSecurityPolicy())).toBe("img-src 'self' data: blob:")
    const hosts = parseDamImageHosts('dam.example.com')
    expect(imgSrc(contentSecurityPolicy({ imageHosts: hosts }))).toBe(
      "img-src 'self' data: blob: dam.example.com",
    )
  })

  it('cannot be made to add a directive', () => {
    const hosts = parseDamImageHosts("dam.example.com; script-src 'unsafe-eval' *")
    const csp = contentSecurityPolicy({ imageHosts: hosts })
    expect(csp).not.toContain('unsafe-eval')
    expect(csp.split('; ').filter((d) => d.startsWith('script-src'))).toHaveLength(1)
  })
})
