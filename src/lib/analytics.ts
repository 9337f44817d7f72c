export type AnalyticsPayload = Record<string, string>

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/** Spec §5: an event with any empty or blank value is dropped rather than sent half-filled. */
export function isSendable(payload: AnalyticsPayload): boolean {
  return Object.values(payload).every((value) => typeof value === 'string' && value.trim() !== '')
}

export function pushAnalyticsEvent(event: string, payload: AnalyticsPayload): boolean {
  if (typeof window === 'undefined' || !isSendable(payload)) return false
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event, ...payload })
  return true
}
