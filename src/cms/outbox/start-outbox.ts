import { env } from '../../lib/env'
import type { Payload } from 'payload'
import { startOutboxLoop } from './outbox-loop'

/** Started once per server process (instrumentation.ts); `OUTBOX_WORKER=off` leaves it to another. */
export function startOutbox(payload: () => Payload | null): void {
  const settings = env()
  if (settings.OUTBOX_WORKER === 'off') return
  startOutboxLoop(payload, {
    pollMs: settings.OUTBOX_POLL_MS,
    baseMs: settings.OUTBOX_RETRY_BASE_MS,
    maxMs: settings.OUTBOX_RETRY_MAX_MS,
    maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
    timeoutMs: settings.OUTBOX_TIMEOUT_MS,
    batchSize: 10,
  })
}
