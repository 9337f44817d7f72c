import { describe, expect, it } from 'vitest'
import { safeHref } from './safe-href'

describe('safeHref', () => {
  it.each([
    ['/about-us', '/about-us'],
    ['  https://example.com/a?b=c ', 'https://example.com/a?b=c'],
    ['mailto:sales@terrafield.example', 'mailto:sales@terrafield.example'],
    ['tel:+18005550100', 'tel:+18005550100'],
    ['#section-2', '#section-2'],
  ])('keeps %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    '//evil.example/x',
    '/\\evil',
    '#"><script>',
    'https://a b',
    '',
    '   ',
    null,
    42,
  ])('drops %s', (input) => {
    expect(safeHref(input)).toBeNull()
  })
})
