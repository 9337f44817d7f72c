import { describe, expect, it } from 'vitest'
import { checkToken, issueToken, TOKEN_MAX_AGE_MS, TOKEN_MIN_AGE_MS } from './captcha-token'

const SECRET = 'test-secret'
const NOW = 1_800_000_000_000

describe('captcha tokens', () => {
  const token = issueToken(SECRET, 7, NOW)

  it('is accepted for its form once two seconds have passed, naming its nonce', () => {
    const check = checkToken(SECRET, token, 7, NOW + TOKEN_MIN_AGE_MS)
    expect(check).toEqual({ ok: true, nonce: token.split('.')[1] })
  })

  it('is too fast before two seconds', () => {
    expect(checkToken(SECRET, token, 7, NOW + 500)).toEqual({ ok: false, problem: 'tooFast' })
  })

  it('expires after two hours', () => {
    expect(checkToken(SECRET, token, 7, NOW + TOKEN_MAX_AGE_MS + 1)).toEqual({
      ok: false,
      problem: 'expired',
    })
  })

  it('is refused for another form, another secret, a changed time or junk', () => {
    const later = NOW + 10_000
    const [id, nonce, issued, signature] = token.split('.')
    expect(checkToken(SECRET, token, 8, later).ok).toBe(false)
    expect(checkToken('other-secret', token, 7, later).ok).toBe(false)
    expect(
      checkToken(SECRET, `${id}.${nonce}.${Number(issued) - 60_000}.${signature}`, 7, later).ok,
    ).toBe(false)
    for (const junk of [undefined, 42, '', 'a.b.c.d', token.slice(0, -1), 'x'.repeat(5000)])
      expect(checkToken(SECRET, junk, 7, later)).toEqual({ ok: false, problem: 'invalid' })
  })

  it('is refused when issued in the future', () => {
    expect(checkToken(SECRET, issueToken(SECRET, 7, NOW + 60_000), 7, NOW).ok).toBe(false)
  })

  it('carries a fresh nonce each time', () => {
    expect(issueToken(SECRET, 7, NOW).split('.')[1]).not.toBe(token.split('.')[1])
  })
})
