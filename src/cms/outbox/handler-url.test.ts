import { expect, it } from 'vitest'
import { toHandlerUrl } from './handler-url'

it('keeps absolute http(s) URLs', () => {
  expect(toHandlerUrl(' https://crm.example.com/l/1/form ')).toBe(
    'https://crm.example.com/l/1/form',
  )
  expect(toHandlerUrl('http://127.0.0.1:4000/leads')).toBe('http://127.0.0.1:4000/leads')
})

it('refuses empty, relative, credentialed and other-scheme URLs', () => {
  for (const value of [
    null,
    undefined,
    '',
    '  ',
    '/leads',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'ftp://x.example/',
    'https://user:pw@crm.example.com/',
  ])
    expect(toHandlerUrl(value)).toBeNull()
})
