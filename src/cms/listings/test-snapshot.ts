import { TypedFastBitSet } from 'typedfastbitset'
import type { FacetSnapshot, ValueBits } from './facet-snapshot'

export interface TestEntry {
  docId: string
  title: string
  date?: string | null
  values?: Record<string, string[]>
  numbers?: Record<string, number[]>
}

/** A snapshot as `readSnapshot` would hold it, from entries already in title order. */
export function snapshotOf(entries: TestEntry[]): FacetSnapshot {
  const values = new Map<string, Map<string, ValueBits>>()
  const numbers = new Map<string, [number, number][]>()
  let rank = 0
  const titleRanks = Int32Array.from(entries, (entry, position) =>
    position > 0 && entry.title !== entries[position - 1]!.title ? ++rank : rank,
  )
  entries.forEach((entry, position) => {
    for (const [attribute, list] of Object.entries(entry.values ?? {})) {
      const byValue = values.get(attribute) ?? new Map<string, ValueBits>()
      values.set(attribute, byValue)
      for (const value of list) {
        const known = byValue.get(value) ?? {
          label: value.toUpperCase(),
          bits: new TypedFastBitSet(),
        }
        known.bits.add(position)
        byValue.set(value, known)
      }
    }
    for (const [attribute, list] of Object.entries(entry.numbers ?? {}))
      for (const number of list)
        numbers.set(attribute, [...(numbers.get(attribute) ?? []), [position, number]])
  })
  return {
    generation: 1,
    size: entries.length,
    ids: Float64Array.from(entries, (_, position) => 2 ** 40 + position),
    docIds: entries.map((entry) => entry.docId),
    titleRanks,
    dates: entries.map((entry) => entry.date ?? null),
    values,
    numbers: new Map(
      [...numbers].map(([attribute, pairs]) => [
        attribute,
        {
          entries: Int32Array.from(pairs, ([position]) => position),
          numbers: Float64Array.from(pairs, ([, number]) => number),
        },
      ]),
    ),
    all: new TypedFastBitSet(entries.map((_, position) => position)),
    orders: new Map(),
  }
}
