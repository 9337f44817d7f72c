import { describe, expect, it } from 'vitest'
import { domainCandidates, normalizeBlockedDomain } from './email-domain'

describe('domainCandidates', () => {
  it('lists the domain and its parents, never a bare top-level domain', () => {
    expect(domainCandidates('ana@mailinator.com')).toEqual(['mailinator.com'])
    expect(domainCandidates('ana@mx.eu.mailinator.com')).toEqual([
      'mx.eu.mailinator.com',
      'eu.mailinator.com',
      'mailinator.com',
    ])
  })

  it('ignores case and a trailing dot', () => {
    expect(domainCandidates('Ana@MailInator.COM.')).toEqual(['mailinator.com'])
  })

  it('uses the part after the last @', () => {
    expect(domainCandidates('"a@b"@Example-Blocked.com')).toEqual(['example-blocked.com'])
    expect(domainCandidates('no-at-sign')).toEqual([])
  })

  it('checks the ten domains nearest the root of a deeply nested one', () => {
    const candidates = domainCandidates(`a@${'x.'.repeat(40)}mailinator.com`)
    expect(candidates).toHaveLength(10)
    expect(candidates.at(-1)).toBe('mailinator.com')
  })
})

describe('normalizeBlockedDomain', () => {
  it('reads entries typed with capitals, @ or a wildcard', () => {
    expect(normalizeBlockedDomain(' Mailinator.com ')).toBe('mailinator.com')
    expect(normalizeBlockedDomain('@yopmail.com')).toBe('yopmail.com')
    expect(normalizeBlockedDomain('*.tempmail.com')).toBe('tempmail.com')
  })
})
