import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { atLeast } from './at-least'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('a quick result waits for the floor', async () => {
  let settled = false
  const answer = atLeast(300, Promise.resolve('stored')).then((value) => {
    settled = true
    return value
  })
  await vi.advanceTimersByTimeAsync(299)
  expect(settled).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  await expect(answer).resolves.toBe('stored')
})

test('a slow result is not held longer', async () => {
  const slow = new Promise<string>((resolve) => setTimeout(() => resolve('known'), 500))
  const answer = atLeast(300, slow)
  await vi.advanceTimersByTimeAsync(500)
  await expect(answer).resolves.toBe('known')
})

test('a failure comes at once and leaves no timer behind', async () => {
  const answer = atLeast(300, Promise.reject(new Error('database down')))
  await expect(answer).rejects.toThrow('database down')
  expect(vi.getTimerCount()).toBe(0)
})
