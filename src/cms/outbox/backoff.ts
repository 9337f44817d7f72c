export interface BackoffSettings {
  baseMs: number
  maxMs: number
}

/**
 * Exponential with "equal jitter" (half fixed, half random), so receivers that fail together are
 * not retried together; a receiver's own Retry-After is a floor.
 */
export function retryDelayMs(
  attempt: number,
  { baseMs, maxMs }: BackoffSettings,
  retryAfterMs: number | null = null,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30))
  const jittered = Math.round(exponential / 2 + (exponential / 2) * random())
  return Math.min(maxMs, Math.max(jittered, retryAfterMs ?? 0))
}

/** Seconds or an HTTP date, as RFC 9110 allows; anything else is ignored. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null
  const trimmed = header.trim()
  if (/^\d{1,9}$/.test(trimmed)) return Number(trimmed) * 1000
  if (!/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(trimmed)) return null
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}
