import { describe, expect, it } from 'vitest'
import { parseRetryAfter, retryDelayMs } from './backoff'

const settings = { baseMs: 1_000, maxMs: 60_000 }

describe('retryDelayMs', () => {
  it('doubles per attempt, half of it random', () => {
    expect(retryDelayMs(1, settings, null, () => 0)).toBe(500)
    expect(retryDelayMs(1, settings, null, () => 1)).toBe(1_000)
    expect(retryDelayMs(3, settings, null, () => 1)).toBe(4_000)
    expect(retryDelayMs(3, settings, null, () => 0.5)).toBe(3_000)
  })

  it('never exceeds the maximum, however many attempts', () => {
    expect(retryDelayMs(40, settings, null, () => 1)).toBe(60_000)
    expect(retryDelayMs(10_000, settings, null, () => 1)).toBe(60_000)
  })

  it("waits at least the receiver's Retry-After, up to the maximum", () => {
    expect(retryDelayMs(1, settings, 20_000, () => 0)).toBe(20_000)
    expect(retryDelayMs(1, settings, 3_600_000, () => 0)).toBe(60_000)
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-26T12:00:00Z')
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000)
    expect(parseRetryAfter('Thu, 26 Nov 2026 12:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('Thu, 26 Nov 2026 11:00:00 GMT', now)).toBe(0)
  })
  it('ignores anything else', () => {
    expect(parseRetryAfter(null, now)).toBeNull()
    expect(parseRetryAfter('soon', now)).toBeNull()
    expect(parseRetryAfter('-5', now)).toBeNull()
    expect(parseRetryAfter('9'.repeat(20), now)).toBeNull()
  })
})
