import type { Payload } from 'payload'
import type { ForwardSettings } from './forward-one'
import { forwardOne } from './forward-one'
import { OUTBOX_SOURCES, type Forwardable, type OutboxSource } from './outbox-sources'
import { claimDue, outboxRunner, recordOutcome } from './outbox-store'

export interface WorkerSettings extends ForwardSettings {
  pollMs: number
  batchSize: number
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function forwardClaimed(
  payload: Payload,
  source: OutboxSource,
  settings: WorkerSettings,
): Promise<number> {
  const runner = await outboxRunner(payload)
  // Longer than one delivery can take, so a live holder never loses its lease mid-send.
  const leaseMs = settings.timeoutMs * 3 + 5_000
  const claim = await claimDue(runner, source, new Date(), leaseMs, settings.batchSize)
  if (claim.ids.length === 0) return 0
  const { docs } = await payload.find({
    collection: source.collection,
    where: { id: { in: claim.ids } },
    depth: 0,
    limit: claim.ids.length,
    pagination: false,
    overrideAccess: true,
  })
  await Promise.all(
    docs.map(async (doc) => {
      const outcome = await forwardOne(payload, source, doc as Forwardable, settings).catch(
        (error: unknown) => ({
          kind: 'retry' as const,
          error: describe(error).slice(0, 500),
          at: new Date(Date.now() + settings.baseMs),
        }),
      )
      await recordOutcome(runner, source, doc.id, claim, outcome)
    }),
  )
  return claim.ids.length
}

/** One pass over every source, repeated while batches come back full. */
export async function drainOutbox(payload: Payload, settings: WorkerSettings): Promise<number> {
  let total = 0
  for (const source of OUTBOX_SOURCES) {
    for (;;) {
      const count = await forwardClaimed(payload, source, settings)
      total += count
      if (count < settings.batchSize) break
    }
  }
  return total
}
