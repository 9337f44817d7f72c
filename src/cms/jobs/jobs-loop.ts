import type { Payload } from 'payload'

export interface JobsLoop {
  stop(): void
}

const LOOP_KEY = Symbol.for('terrafield.jobsLoop')
type Registry = { [LOOP_KEY]?: JobsLoop }

/** One pass: due jobs of the default queue, one after the other, again while batches come back full. */
export async function runDueJobs(payload: Payload, batchSize = 10): Promise<number> {
  let total = 0
  for (;;) {
    const { jobStatus } = await payload.jobs.run({ limit: batchSize, sequential: true })
    const count = Object.keys(jobStatus ?? {}).length
    total += count
    if (count < batchSize) return total
  }
}

const ALWAYS = async () => true

/**
 * Runs Payload's job queue (scheduled publish and unpublish) every `pollMs` in this process, once
 * per process, one pass at a time, waiting while no Payload instance has been started yet. Never
 * woken from a request: a pass must run outside any request's context, where the revalidate hooks
 * expire cache tags directly. `mayRun` is asked before each pass (several instances: the lease).
 */
export function startJobsLoop(
  payload: () => Payload | null,
  pollMs: number,
  mayRun: () => Promise<boolean> = ALWAYS,
): JobsLoop {
  const registry = globalThis as Registry
  const running = registry[LOOP_KEY]
  if (running) return running
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  async function pass(): Promise<void> {
    const instance = payload()
    if (instance && (await mayRun())) {
      await runDueJobs(instance).catch((error: unknown) => {
        console.error('jobs: a pass over the job queue failed', error)
      })
    }
    if (!stopped) timer = setTimeout(() => void pass(), pollMs).unref()
  }

  const loop: JobsLoop = {
    stop: () => {
      stopped = true
      clearTimeout(timer)
      delete registry[LOOP_KEY]
    },
  }
  registry[LOOP_KEY] = loop
  timer = setTimeout(() => void pass(), pollMs).unref()
  return loop
}
