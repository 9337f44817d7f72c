import type { Payload } from 'payload'

const SLOT = Symbol.for('terrafield.outboxPayload')
type Slot = { [SLOT]?: Payload }

/**
 * The instance the site's own requests started (config `onInit`). The worker never starts one:
 * Next gives each bundle its own copy of Payload's modules, and an instance started from the
 * instrumentation bundle would throw errors (APIError) the route handlers do not recognise.
 */
export function offerPayload(payload: Payload): void {
  ;(globalThis as Slot)[SLOT] = payload
}

export function offeredPayload(): Payload | null {
  return (globalThis as Slot)[SLOT] ?? null
}
