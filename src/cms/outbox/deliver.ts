export interface Delivery {
  url: string
  idempotencyKey: string
  body: unknown
  timeoutMs: number
}

export type DeliveryResult =
  { ok: true } | { ok: false; retry: boolean; error: string; retryAfterMs: number | null }

/** Worth trying again: the receiver is busy, down or slow, not refusing this message. */
const TRANSIENT = new Set([408, 425, 429, 500, 502, 503, 504])

const MAX_ERROR_LENGTH = 500

const describe = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
    0,
    MAX_ERROR_LENGTH,
  )

/** One POST; redirects are not followed, so a message only ever reaches the configured host. */
export async function deliver(
  { url, idempotencyKey, body, timeoutMs }: Delivery,
  parseRetryAfter: (header: string | null) => number | null,
): Promise<DeliveryResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
        'user-agent': 'terrafield-outbox/1',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    if (response.ok) return { ok: true }
    return {
      ok: false,
      retry: TRANSIENT.has(response.status),
      error: `HTTP ${response.status}`,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    }
  } catch (error) {
    return { ok: false, retry: true, error: describe(error), retryAfterMs: null }
  }
}
