import type { FacetSnapshot } from './facet-snapshot'
import type { ListingSort } from './listing-store'

type Compare = (a: number, b: number) => number

/** Positions are already in title order with the row id breaking ties, the last key of every sort. */
const byPosition: Compare = (a, b) => a - b

function nullsLast<T>(values: (T | null)[], direction: 1 | -1, then: Compare): Compare {
  return (a, b) => {
    const [x, y] = [values[a] ?? null, values[b] ?? null]
    if (x === null || y === null) return x === y ? then(a, b) : x === null ? 1 : -1
    if (x === y) return then(a, b)
    return (x < y ? -1 : 1) * direction
  }
}

function smallestNumbers(snapshot: FacetSnapshot, attribute: string): (number | null)[] {
  const smallest: (number | null)[] = new Array<number | null>(snapshot.size).fill(null)
  const pairs = snapshot.numbers.get(attribute)
  if (!pairs) return smallest
  pairs.entries.forEach((position, index) => {
    const number = pairs.numbers[index]!
    const known = smallest[position]
    if (known === null || known === undefined || number < known) smallest[position] = number
  })
  return smallest
}

function comparison(snapshot: FacetSnapshot, sort: ListingSort): Compare {
  const direction = sort.direction === 'desc' ? -1 : 1
  if (sort.by === 'date') return nullsLast(snapshot.dates, direction, byPosition)
  if (sort.by === 'number' && sort.attribute)
    return nullsLast(smallestNumbers(snapshot, sort.attribute), direction, byPosition)
  const ranks = snapshot.titleRanks
  return (a, b) => (ranks[a]! - ranks[b]!) * direction || snapshot.ids[a]! - snapshot.ids[b]!
}

/** Every position of the snapshot in the sort's order, computed once per snapshot and order. */
export function snapshotOrder(snapshot: FacetSnapshot, sort: ListingSort): Int32Array {
  const key = `${sort.by}:${sort.attribute ?? ''}:${sort.direction}`
  const known = snapshot.orders.get(key)
  if (known) return known
  const order = Int32Array.from({ length: snapshot.size }, (_, position) => position)
  if (!(sort.by === 'title' && sort.direction === 'asc')) order.sort(comparison(snapshot, sort))
  snapshot.orders.set(key, order)
  return order
}
