import { type OrderAttempt, parseAttempt } from '@/lib/attempt-key'

/** Per tab: a reload keeps the key of an order whose answer was lost, a new tab starts fresh. */
const attemptKey = (regionId: string) => `sample_order_attempt_${regionId}`

export function loadAttempt(regionId: string): OrderAttempt | null {
  try {
    return parseAttempt(JSON.parse(window.sessionStorage.getItem(attemptKey(regionId)) ?? 'null'))
  } catch {
    return null
  }
}

export function saveAttempt(regionId: string, attempt: OrderAttempt | null): void {
  try {
    if (attempt) window.sessionStorage.setItem(attemptKey(regionId), JSON.stringify(attempt))
    else window.sessionStorage.removeItem(attemptKey(regionId))
  } catch {
    // Storage disabled: the form still keeps the key in memory for this page.
  }
}
