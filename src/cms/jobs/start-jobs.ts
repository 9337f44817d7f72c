import type { Payload } from 'payload'
import { env } from '../../lib/env'
import { createRedisLease } from '../../lib/redis-lease.mjs'
import { sharedRedis } from '../../lib/redis-client.mjs'
import { startJobsLoop } from './jobs-loop'

/** Long enough for a pass, short enough that another instance takes over soon after a crash. */
const leaseMs = (pollMs: number) => Math.max(60_000, pollMs * 3)

/**
 * Started once per server process (instrumentation.ts); `JOBS_WORKER=off` leaves it to another.
 * With REDIS_URL every instance may run it: only the holder of the `jobs` lease runs a pass,
 * because Payload does not claim a job atomically.
 */
export function startJobs(payload: () => Payload | null): void {
  const settings = env()
  if (settings.JOBS_WORKER === 'off') return
  const redis = sharedRedis(settings.REDIS_URL)
  const lease = redis && createRedisLease(redis, 'jobs', { ttlMs: leaseMs(settings.JOBS_POLL_MS) })
  startJobsLoop(payload, settings.JOBS_POLL_MS, lease ? () => lease.acquire() : undefined)
}
