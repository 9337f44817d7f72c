import { describe, expect, it } from 'vitest'
import { singleFlight } from './single-flight'

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 10))

describe('singleFlight', () => {
  it('gives callers of a running key its result', async () => {
    const run = singleFlight<string>()
    let calls = 0
    const task = () => {
      calls++
      return later(`result ${calls}`)
    }
    const [first, second] = await Promise.all([run('a', task), run('a', task)])
    expect(first).toEqual({ value: 'result 1', shared: false })
    expect(second).toEqual({ value: 'result 1', shared: true })
    expect(calls).toBe(1)
  })

  it('runs different keys, and the same key later, on their own', async () => {
    const run = singleFlight<string>()
    const [a, b] = await Promise.all([run('a', () => later('a')), run('b', () => later('b'))])
    expect([a.value, b.value]).toEqual(['a', 'b'])
    await expect(run('a', () => later('again'))).resolves.toEqual({ value: 'again', shared: false })
  })

  it('passes a failure to every waiting caller and forgets the key', async () => {
    const run = singleFlight<string>()
    const failing = () => later(null).then(() => Promise.reject(new Error('down')))
    const results = await Promise.allSettled([run('a', failing), run('a', failing)])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    await expect(run('a', () => later('ok'))).resolves.toEqual({ value: 'ok', shared: false })
  })
})
