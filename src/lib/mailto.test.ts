import { describe, expect, it } from 'vitest'
import { fillPlaceholders, MAX_MAILTO_LENGTH, mailtoHref } from './mailto'

const decoded = (href: string) => {
  const url = new URL(href)
  return {
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  }
}

describe('fillPlaceholders', () => {
  it('fills every occurrence and keeps replacement patterns literal', () => {
    expect(
      fillPlaceholders('{product} and {product} at {url}', { product: 'A$&B', url: 'u' }),
    ).toBe('A$&B and A$&B at u')
  })

  it('leaves unknown placeholders alone', () => {
    expect(fillPlaceholders('Hi {name}', { product: 'x' })).toBe('Hi {name}')
  })
})

describe('mailtoHref', () => {
  it('encodes subject and body per RFC 6068 with CRLF line breaks', () => {
    const href = mailtoHref({ subject: 'Fries & more?', body: 'Line 1\nLine 2 = 100%' })
    expect(href).toBe(
      'mailto:?subject=Fries%20%26%20more%3F&body=Line%201%0D%0ALine%202%20%3D%20100%25',
    )
    expect(decoded(href)).toEqual({ subject: 'Fries & more?', body: 'Line 1\r\nLine 2 = 100%' })
  })

  it('never writes a plus for a space', () => {
    expect(mailtoHref({ subject: 'a b', body: 'c d' })).not.toContain('+')
  })

  it('leaves out an empty body', () => {
    expect(mailtoHref({ subject: 'Hello', body: '  ' })).toBe('mailto:?subject=Hello')
  })

  it('encodes non-Latin text as UTF-8', () => {
    const href = mailtoHref({ subject: '経銷商', body: '감자튀김' })
    expect(decoded(href)).toEqual({ subject: '経銷商', body: '감자튀김' })
  })

  it('stays within the length bound without splitting a character', () => {
    const href = mailtoHref({ subject: '件'.repeat(2000), body: '😀 '.repeat(5000) })
    expect(href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH)
    const { subject, body } = decoded(href)
    expect(subject).toMatch(/^件+$/)
    expect(body).toMatch(/^(😀 ?)+$/u)
  })
})
