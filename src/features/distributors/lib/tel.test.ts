import { describe, expect, it } from 'vitest'
import { telHref } from './tel'

describe('telHref', () => {
  it('writes US numbers in global form', () => {
    expect(telHref('(312) 555-0124', 'us')).toBe('tel:+13125550124')
    expect(telHref('1-312-555-0124', 'us')).toBe('tel:+13125550124')
  })

  it('keeps an international number and refuses junk', () => {
    expect(telHref('+52 55 5555 0101', 'mexico')).toBe('tel:+525555550101')
    expect(telHref('call us', 'us')).toBeNull()
    expect(telHref('1'.repeat(30), 'us')).toBeNull()
  })
})
