import { describe, expect, it } from 'vitest'
import { sitePath } from './page-path'

describe('sitePath', () => {
  it('keeps a path on this site', () => {
    expect(sitePath('/mexico/contacto')).toBe('/mexico/contacto')
    expect(sitePath('/contact-us?x=1#form')).toBe('/contact-us?x=1#form')
  })

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'contact',
    '/a b',
    42,
    null,
    `/${'a'.repeat(600)}`,
  ])('drops %j', (value) => expect(sitePath(value)).toBeNull())
})
