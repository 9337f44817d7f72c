import type { Payload } from 'payload'
import type { BackoffSettings } from './backoff'
import { parseRetryAfter, retryDelayMs } from './backoff'
import { deliver } from './deliver'
import type { Forwardable, OutboxSource } from './outbox-sources'
import type { Outcome } from './outbox-store'

export interface ForwardSettings extends BackoffSettings {
  maxAttempts: number
  timeoutMs: number
}

/** Sends one stored record and says what to write; a record that cannot be read is retried later. */
export async function forwardOne(
  payload: Payload,
  source: OutboxSource,
  doc: Forwardable & { forwardAttempts?: number | null },
  settings: ForwardSettings,
  now = () => new Date(),
): Promise<Outcome> {
  const { url, body } = await source.outgoing(payload, doc)
  if (!url) return { kind: 'notConfigured' }
  const result = await deliver(
    {
      url,
      idempotencyKey: doc.idempotencyKey || doc.reference,
      body,
      timeoutMs: settings.timeoutMs,
    },
    parseRetryAfter,
  )
  if (result.ok) return { kind: 'forwarded' }
  const attempt = (doc.forwardAttempts ?? 0) + 1
  if (!result.retry || attempt >= settings.maxAttempts)
    return { kind: 'failed', error: result.error }
  const delay = retryDelayMs(attempt, settings, result.retryAfterMs)
  return { kind: 'retry', error: result.error, at: new Date(now().getTime() + delay) }
}
