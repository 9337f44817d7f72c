import type { Payload } from 'payload'
import { drainOutbox, type WorkerSettings } from './outbox-worker'

interface Loop {
  wake(): void
  stop(): void
}

const LOOP_KEY = Symbol.for('terrafield.outboxLoop')
type Registry = { [LOOP_KEY]?: Loop }

/**
 * Polls for due records, and at once when woken (a record was just stored in this process); waits
 * while no Payload instance has been started yet. One pass at a time; a failed pass is logged and
 * the next poll tries again.
 */
export function startOutboxLoop(payload: () => Payload | null, settings: WorkerSettings): Loop {
  const registry = globalThis as Registry
  const running = registry[LOOP_KEY]
  if (running) return running
  let timer: NodeJS.Timeout | undefined
  let busy = false
  let again = false
  let stopped = false

  const schedule = (ms: number) => {
    clearTimeout(timer)
    if (!stopped) timer = setTimeout(() => void pass(), ms).unref()
  }
  async function pass(): Promise<void> {
    if (busy) {
      again = true
      return
    }
    const instance = payload()
    if (!instance) return schedule(settings.pollMs)
    busy = true
    try {
      await drainOutbox(instance, settings)
    } catch (error) {
      console.error('outbox: a forwarding pass failed', error)
    } finally {
      busy = false
      schedule(again ? 0 : settings.pollMs)
      again = false
    }
  }

  const loop: Loop = {
    wake: () => schedule(0),
    stop: () => {
      stopped = true
      clearTimeout(timer)
      delete registry[LOOP_KEY]
    },
  }
  registry[LOOP_KEY] = loop
  schedule(settings.pollMs)
  return loop
}

/** After a store: forward without waiting for the next poll (a no-op where no loop runs). */
export function wakeOutbox(): void {
  ;(globalThis as Registry)[LOOP_KEY]?.wake()
}
