import { describe, expect, it } from 'vitest'
import { createReadinessCheck, KEEP_ANSWER_MS } from './readiness-check'

function controlledRead() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = []
  const read = () =>
    new Promise<void>((resolve, reject) => {
      calls.push({ resolve, reject })
    })
  return { read, calls }
}

describe('createReadinessCheck', () => {
  it('is ready when the read succeeds and not ready when it fails', async () => {
    expect(await createReadinessCheck(async () => {})()).toBe(true)
    const failing = createReadinessCheck(async () => {
      throw new Error('database stopped')
    })
    expect(await failing()).toBe(false)
  })

  it('shares one read among checks asked while it runs', async () => {
    const { read, calls } = controlledRead()
    const check = createReadinessCheck(read)
    const answers = Array.from({ length: 50 }, () => check())
    expect(calls).toHaveLength(1)
    calls[0]!.resolve()
    expect(await Promise.all(answers)).toEqual(Array(50).fill(true))
  })

  it('keeps an answer for KEEP_ANSWER_MS, then reads again', async () => {
    let time = 0
    const { read, calls } = controlledRead()
    const check = createReadinessCheck(read, () => time)
    const first = check()
    calls[0]!.reject(new Error('down'))
    expect(await first).toBe(false)
    time += KEEP_ANSWER_MS - 1
    expect(await check()).toBe(false)
    expect(calls).toHaveLength(1)
    time += 1
    const second = check()
    expect(calls).toHaveLength(2)
    calls[1]!.resolve()
    expect(await second).toBe(true)
  })
})
