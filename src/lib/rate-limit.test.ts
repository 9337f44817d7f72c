import { describe, expect, it } from 'vitest'
import { clientIp, createRateLimiter } from './rate-limit'

const MINUTE = 60_000

describe('createRateLimiter', () => {
  it('allows up to the limit in a window, then refuses with the seconds to wait', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 10 * MINUTE })
    expect(limiter.hit('a', 0)).toEqual({ allowed: true, remaining: 2 })
    expect(limiter.hit('a', 1000)).toEqual({ allowed: true, remaining: 1 })
    expect(limiter.hit('a', 2000)).toEqual({ allowed: true, remaining: 0 })
    expect(limiter.hit('a', 3000)).toEqual({ allowed: false, retryAfterSeconds: 597 })
  })

  it('counts each key on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE })
    expect(limiter.hit('a', 0).allowed).toBe(true)
    expect(limiter.hit('b', 0).allowed).toBe(true)
    expect(limiter.hit('a', 1).allowed).toBe(false)
  })

  it('slides: a request leaves the window one window after it was made', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: MINUTE })
    limiter.hit('a', 0)
    limiter.hit('a', 30_000)
    expect(limiter.hit('a', 59_999).allowed).toBe(false)
    expect(limiter.hit('a', 60_000).allowed).toBe(true)
    expect(limiter.hit('a', 60_001)).toEqual({ allowed: false, retryAfterSeconds: 30 })
  })

  it('does not let refused requests extend the wait', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE })
    limiter.hit('a', 0)
    for (let time = 1000; time < MINUTE; time += 1000) expect(limiter.hit('a', time).allowed).toBe(false)
    expect(limiter.hit('a', MINUTE).allowed).toBe(true)
  })

  it('never asks to wait less than a second', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE })
    limiter.hit('a', 0)
    expect(limiter.hit('a', MINUTE - 1)).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('is off with a limit of 0', () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: MINUTE })
    for (let i = 0; i < 100; i++) expect(limiter.hit('a', i).allowed).toBe(true)
  })

  it('keeps memory bounded, forgetting expired keys first', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, maxKeys: 3 })
    limiter.hit('old', 0)
    limiter.hit('b', 50_000)
    limiter.hit('c', 50_000)
    limiter.hit('d', 61_000)
    // 'old' expired and was dropped; 'b' is still limited.
    expect(limiter.hit('b', 62_000).allowed).toBe(false)
    for (const key of ['e', 'f', 'g', 'h']) limiter.hit(key, 63_000)
    // Past the cap with nothing expired, the least recently seen keys go.
    expect(limiter.hit('b', 64_000).allowed).toBe(true)
  })
})

describe('clientIp', () => {
  const headers = (init: Record<string, string>) => new Headers(init)

  it('takes the address the nearest proxy appended', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '198.51.100.7' }))).toBe('198.51.100.7')
    expect(clientIp(headers({ 'x-forwarded-for': '10.0.0.1, 198.51.100.7' }))).toBe('198.51.100.7')
  })

  it('looks further left behind more trusted proxies', () => {
    expect(clientIp(headers({ 'x-forwarded-for': 'forged, 198.51.100.7, 10.0.0.2' }), 2)).toBe('198.51.100.7')
    expect(clientIp(headers({ 'x-forwarded-for': '198.51.100.7' }), 3)).toBe('198.51.100.7')
  })

  it('falls back to x-real-ip, then to one shared bucket', () => {
    expect(clientIp(headers({ 'x-real-ip': '203.0.113.9' }))).toBe('203.0.113.9')
    expect(clientIp(headers({ 'x-forwarded-for': ' , ' , 'x-real-ip': '203.0.113.9' }))).toBe('203.0.113.9')
    expect(clientIp(headers({}))).toBe('unknown')
  })

  it('trusts no header without a proxy in front', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '198.51.100.7', 'x-real-ip': '203.0.113.9' }), 0)).toBeNull()
  })
})
