import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'
import { readGeneration } from '../search/index-generation'
import type { SqlRunner } from '../search/sql-runner'
import { searchDatabase, searchStore } from '../search/stores'
import {
  type FacetSnapshot,
  readSnapshot,
  type SnapshotScope,
  snapshotBytes,
} from './facet-snapshot'

/** All snapshots of one server together stay under this; the least recently used go first. */
const MAX_SNAPSHOT_BYTES = 128 * 1024 * 1024

interface Snapshots {
  held: LRUCache<string, FacetSnapshot>
  reading: Map<string, Promise<FacetSnapshot>>
}

/** Per CMS instance: a process may hold more than one database (the tests hold two). */
const snapshotsByPayload = new WeakMap<Payload, Snapshots>()

function snapshotsOf(payload: Payload): Snapshots {
  let snapshots = snapshotsByPayload.get(payload)
  if (!snapshots) {
    snapshots = {
      held: new LRUCache<string, FacetSnapshot>({
        maxSize: MAX_SNAPSHOT_BYTES,
        sizeCalculation: (snapshot) => Math.max(1, snapshotBytes(snapshot)),
      }),
      reading: new Map(),
    }
    snapshotsByPayload.set(payload, snapshots)
  }
  return snapshots
}

/**
 * The scope's snapshot at the index's current generation: one small read when nothing changed,
 * otherwise one read of the scope, shared by the requests that arrive while it runs.
 */
export async function currentSnapshot(
  payload: Payload,
  scope: SnapshotScope,
): Promise<{ snapshot: FacetSnapshot; runner: SqlRunner }> {
  const runner = searchStore(payload).runner(await searchDatabase(payload))
  const generation = await readGeneration(runner, scope.collection)
  const { held, reading } = snapshotsOf(payload)
  const key = `${scope.collection}\u0000${scope.locale}\u0000${scope.regionTag}`
  const current = held.get(key)
  if (current?.generation === generation) return { snapshot: current, runner }
  const readKey = `${key}\u0000${generation}`
  let pending = reading.get(readKey)
  if (!pending) {
    pending = readSnapshot(runner, scope, generation).finally(() => reading.delete(readKey))
    reading.set(readKey, pending)
  }
  const snapshot = await pending
  const newest = held.get(key)
  if (!newest || newest.generation <= snapshot.generation) held.set(key, snapshot)
  return { snapshot, runner }
}
