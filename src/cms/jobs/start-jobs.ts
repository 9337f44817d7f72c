import type { Payload } from 'payload'
import { env } from '../../lib/env'
import { startJobsLoop } from './jobs-loop'

/** Started once per server process (instrumentation.ts); `JOBS_WORKER=off` leaves it to another. */
export function startJobs(payload: () => Payload | null): void {
  const settings = env()
  if (settings.JOBS_WORKER === 'off') return
  startJobsLoop(payload, settings.JOBS_POLL_MS)
}
