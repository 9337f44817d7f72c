import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runDueJobs, startJobsLoop, type JobsLoop } from './jobs-loop'

/** A Payload whose queue answers `batches` in turn (jobs run per call), then nothing. */
function fakePayload(batches: number[]) {
  const run = vi.fn(async ({ limit }: { limit: number }) => {
    const count = Math.min(batches.shift() ?? 0, limit)
    return { jobStatus: Object.fromEntries(Array.from({ length: count }, (_, i) => [i, {}])) }
  })
  return { payload: { jobs: { run } } as unknown as Payload, run }
}

describe('runDueJobs', () => {
  it('runs batches until one comes back short', async () => {
    const { payload, run } = fakePayload([10, 10, 3, 10])
    expect(await runDueJobs(payload, 10)).toBe(23)
    expect(run).toHaveBeenCalledTimes(3)
    expect(run).toHaveBeenCalledWith({ limit: 10, sequential: true })
  })
})

describe('startJobsLoop', () => {
  let loop: JobsLoop | undefined
  afterEach(() => {
    loop?.stop()
    vi.useRealTimers()
  })

  it('is started once per process, waits for Payload, then polls', async () => {
    vi.useFakeTimers()
    const { payload, run } = fakePayload([1])
    let ready: Payload | null = null
    loop = startJobsLoop(() => ready, 1_000)
    expect(startJobsLoop(() => payload, 10)).toBe(loop)
    await vi.advanceTimersByTimeAsync(2_500)
    expect(run).not.toHaveBeenCalled()
    ready = payload
    await vi.advanceTimersByTimeAsync(1_000)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(run).toHaveBeenCalledTimes(3)
  })

  it('keeps polling after a failed pass', async () => {
    vi.useFakeTimers()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const run = vi.fn().mockRejectedValueOnce(new Error('database busy'))
    run.mockResolvedValue({ jobStatus: {} })
    const payload = { jobs: { run } } as unknown as Payload
    loop = startJobsLoop(() => payload, 100)
    await vi.advanceTimersByTimeAsync(250)
    expect(run).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })

  it('runs a pass only when it may (another instance holding the lease)', async () => {
    vi.useFakeTimers()
    const { payload, run } = fakePayload([1, 1])
    let holder = false
    loop = startJobsLoop(
      () => payload,
      100,
      async () => holder,
    )
    await vi.advanceTimersByTimeAsync(350)
    expect(run).not.toHaveBeenCalled()
    holder = true
    await vi.advanceTimersByTimeAsync(100)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
