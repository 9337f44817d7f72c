import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLimiter } from './rate-limit'

const limiter = (points: number, blockSeconds?: number) =>
  createLimiter({ keyPrefix: 'test', points, durationSeconds: 600, blockSeconds })

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('createLimiter', () => {
  it('allows the points in a window, then refuses with the seconds to wait', async () => {
    const limit = limiter(3)
    await expect(limit.consume('a')).resolves.toEqual({ allowed: true, remaining: 2 })
    await expect(limit.consume('a')).resolves.toEqual({ allowed: true, remaining: 1 })
    vi.advanceTimersByTime(3000)
    await expect(limit.consume('a')).resolves.toEqual({ allowed: true, remaining: 0 })
    await expect(limit.consume('a')).resolves.toEqual({ allowed: false, retryAfterSeconds: 597 })
  })

  it('counts each key on its own, and limiters with other prefixes apart', async () => {
    const limit = limiter(1)
    const other = createLimiter({ keyPrefix: 'other', points: 1, durationSeconds: 600 })
    expect((await limit.consume('a')).allowed).toBe(true)
    expect((await limit.consume('b')).allowed).toBe(true)
    expect((await other.consume('a')).allowed).toBe(true)
    expect((await limit.consume('a')).allowed).toBe(false)
  })

  it('spends several points at once, refusing a call that would pass the limit', async () => {
    const limit = limiter(5)
    await expect(limit.consume('a', 4)).resolves.toEqual({ allowed: true, remaining: 1 })
    expect((await limit.consume('a', 2)).allowed).toBe(false)
    await expect(limit.consume('a', 1)).resolves.toEqual({ allowed: true, remaining: 0 })
  })

  it('starts a new window when the old one ends, and refused calls do not extend it', async () => {
    const limit = limiter(1)
    await limit.consume('a')
    for (let second = 1; second < 600; second += 60) {
      vi.setSystemTime(second * 1000)
      expect((await limit.consume('a')).allowed).toBe(false)
    }
    vi.advanceTimersByTime(600_000)
    expect((await limit.consume('a')).allowed).toBe(true)
  })

  it('lets a refused call spend nothing, so a reward reopens the key', async () => {
    const limit = limiter(2)
    await limit.consume('a')
    await limit.consume('a')
    for (let i = 0; i < 5; i++) expect((await limit.consume('a')).allowed).toBe(false)
    await limit.reward('a')
    await expect(limit.consume('a')).resolves.toEqual({ allowed: true, remaining: 0 })
  })

  it('peeks without spending', async () => {
    const limit = limiter(2)
    await expect(limit.peek('a')).resolves.toEqual({ allowed: true, remaining: 2 })
    await limit.consume('a')
    for (let i = 0; i < 3; i++)
      await expect(limit.peek('a')).resolves.toEqual({ allowed: true, remaining: 1 })
    await limit.consume('a')
    await expect(limit.peek('a')).resolves.toEqual({ allowed: false, retryAfterSeconds: 600 })
  })

  it('never rewards into credit, not even after the window ended', async () => {
    const limit = limiter(1)
    await limit.reward('fresh', 5)
    await limit.consume('spent')
    await limit.reward('spent', 3)
    vi.advanceTimersByTime(600_000)
    await limit.reward('spent')
    for (const key of ['fresh', 'spent']) {
      expect((await limit.consume(key)).allowed, key).toBe(true)
      expect((await limit.consume(key)).allowed, key).toBe(false)
    }
  })

  it('resets a key', async () => {
    const limit = limiter(1)
    await limit.consume('a')
    await limit.reset('a')
    expect((await limit.consume('a')).allowed).toBe(true)
  })

  it('keeps a key refused for the block once it goes over, whatever it sends meanwhile', async () => {
    const limit = limiter(1, 3600)
    await limit.consume('a')
    await expect(limit.consume('a')).resolves.toEqual({ allowed: false, retryAfterSeconds: 3600 })
    vi.advanceTimersByTime(1800_000)
    await expect(limit.consume('a')).resolves.toEqual({ allowed: false, retryAfterSeconds: 1800 })
    await expect(limit.peek('a')).resolves.toEqual({ allowed: false, retryAfterSeconds: 1800 })
    vi.advanceTimersByTime(1800_000)
    expect((await limit.consume('a')).allowed).toBe(true)
  })

  it('is off with 0 points', async () => {
    const limit = limiter(0)
    for (let i = 0; i < 100; i++) expect((await limit.consume('a')).allowed).toBe(true)
    expect((await limit.peek('a')).allowed).toBe(true)
  })
})
