import { describe, expect, it } from 'vitest'
import type { ListingSort } from './listing-store'
import { snapshotOrder } from './snapshot-order'
import { snapshotOf } from './test-snapshot'

const snapshot = snapshotOf([
  { docId: 'a', title: 'Alpha', date: '2026-01-01', numbers: { shelfLife: [365, 30] } },
  { docId: 'b1', title: 'Bravo', date: null, numbers: { shelfLife: [90] } },
  { docId: 'b2', title: 'Bravo', date: '2026-03-01' },
  { docId: 'c', title: 'Charlie', date: '2026-03-01', numbers: { shelfLife: [180] } },
])
const order = (sort: ListingSort) =>
  [...snapshotOrder(snapshot, sort)].map((position) => snapshot.docIds[position])

describe('snapshotOrder', () => {
  it('orders by title both ways, equal titles by row id', () => {
    expect(order({ by: 'title', direction: 'asc' })).toEqual(['a', 'b1', 'b2', 'c'])
    expect(order({ by: 'title', direction: 'desc' })).toEqual(['c', 'b1', 'b2', 'a'])
  })

  it('orders by date with undated entries last either way, then by title', () => {
    expect(order({ by: 'date', direction: 'desc' })).toEqual(['b2', 'c', 'a', 'b1'])
    expect(order({ by: 'date', direction: 'asc' })).toEqual(['a', 'b2', 'c', 'b1'])
  })

  it('orders by the smallest stored number, entries without one last', () => {
    const shelfLife = (direction: 'asc' | 'desc') =>
      order({ by: 'number', attribute: 'shelfLife', direction })
    expect(shelfLife('asc')).toEqual(['a', 'b1', 'c', 'b2'])
    expect(shelfLife('desc')).toEqual(['c', 'b1', 'a', 'b2'])
  })

  it('keeps each order with its snapshot', () => {
    const sort: ListingSort = { by: 'date', direction: 'asc' }
    expect(snapshotOrder(snapshot, sort)).toBe(snapshotOrder(snapshot, sort))
  })
})
