import { describe, expect, it } from 'vitest'
import { sitePathParam } from './site-path'

describe('sitePathParam', () => {
  it('keeps a path on this site', () => {
    expect(sitePathParam('/mexico/contacto')).toBe('/mexico/contacto')
    expect(sitePathParam('/terrafield+')).toBe('/terrafield+')
  })

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/contact-us?next=//evil.example',
    '/contact-us#top',
    'contact',
    '/a b',
    '/a\u0000b',
    42,
    null,
    '',
    `/${'a'.repeat(600)}`,
  ])('drops %j', (value) => expect(sitePathParam(value)).toBeNull())
})
