import { LRUCache } from 'lru-cache'

/**
 * A read moves an entry from the small probation segment to protected, so a scan of one-off keys
 * only evicts other one-off keys. `mayPromote` keeps some (404 renders) in probation for good.
 */
export function createSegmentedLru({
  maxSize,
  sizeOf,
  probationShare = 0.2,
  mayPromote = () => true,
}) {
  const probationSize = Math.max(1, Math.floor(maxSize * probationShare))
  const probation = new LRUCache({ maxSize: probationSize, sizeCalculation: sizeOf })
  const protectedSegment = new LRUCache({
    maxSize: Math.max(1, maxSize - probationSize),
    sizeCalculation: sizeOf,
    disposeAfter: (value, key, reason) => {
      if (reason === 'evict') probation.set(key, value)
    },
  })

  return {
    get(key) {
      const kept = protectedSegment.get(key)
      if (kept !== undefined) return kept
      const value = probation.get(key)
      if (value !== undefined && mayPromote(value)) {
        probation.delete(key)
        protectedSegment.set(key, value)
      }
      return value
    },
    set(key, value) {
      if (mayPromote(value) && protectedSegment.has(key)) {
        protectedSegment.set(key, value)
        return
      }
      protectedSegment.delete(key)
      probation.set(key, value)
    },
    delete(key) {
      probation.delete(key)
      protectedSegment.delete(key)
    },
    get calculatedSize() {
      return probation.calculatedSize + protectedSegment.calculatedSize
    },
  }
}
