import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  roundTrip,
  STORAGE_RUNS,
  storedSku,
  storedTime,
  storedValue,
} from '../../../../tests/helpers/stored-values'
import {
  addToBag,
  EMPTY_BAG,
  MAX_STORED_ENTRIES,
  parseBag,
  removeFromBag,
  sampleBagKey,
  withoutSkus,
} from './storage'

const AT = '2026-01-02T03:04:05.000Z'
const entry = (sku: string) => ({ sku, addedAt: AT })

describe('sampleBagKey', () => {
  it('is kept per region', () => {
    expect(sampleBagKey('us')).toBe('sample_bag_us')
    expect(sampleBagKey('mexico')).toBe('sample_bag_mexico')
  })
})

describe('parseBag', () => {
  it('reads a stored list in order', () => {
    expect(parseBag([entry('TF-10001'), entry('TF-10002')])).toEqual([
      entry('TF-10001'),
      entry('TF-10002'),
    ])
  })

  it('reads anything that is not a list as an empty bag', () => {
    for (const value of [null, 'TF-10001', 42, { sku: 'TF-10001', addedAt: AT }, { items: [] }]) {
      expect(parseBag(value)).toEqual([])
    }
  })

  it('drops tampered entries and keeps the valid ones', () => {
    const stored = [
      entry('TF-10001'),
      { sku: '<script>', addedAt: AT },
      { sku: 'TF-10002' },
      { sku: 'TF-10003', addedAt: 'yesterday' },
      { sku: 42, addedAt: AT },
      null,
      'TF-10004',
      entry('TF-10005'),
    ]
    expect(parseBag(stored).map((item) => item.sku)).toEqual(['TF-10001', 'TF-10005'])
  })

  it('keeps the first entry of a sku added twice', () => {
    const later = { sku: 'TF-10001', addedAt: '2026-02-01T00:00:00.000Z' }
    expect(parseBag([entry('TF-10001'), entry('TF-10002'), later])).toEqual([
      entry('TF-10001'),
      entry('TF-10002'),
    ])
  })

  it('drops unknown fields and caps an oversized list', () => {
    expect(parseBag([{ ...entry('TF-10001'), price: 0 }])).toEqual([entry('TF-10001')])
    const huge = Array.from({ length: 500 }, (_, index) => entry(`TF-${index}`))
    expect(parseBag(huge)).toHaveLength(MAX_STORED_ENTRIES)
  })
})

describe('addToBag', () => {
  const now = new Date(AT)

  it('adds a new product with the time it was added', () => {
    const { result, bag } = addToBag(EMPTY_BAG, 'TF-10001', 5, now)
    expect(result).toBe('added')
    expect(bag).toEqual([entry('TF-10001')])
  })

  it('reports a product already in the bag and leaves the bag alone', () => {
    const start = [entry('TF-10001')]
    const { result, bag } = addToBag(start, 'TF-10001', 5, now)
    expect(result).toBe('duplicate')
    expect(bag).toBe(start)
  })

  it('refuses a product past the maximum', () => {
    const full = ['A', 'B', 'C', 'D', 'E'].map(entry)
    const { result, bag } = addToBag(full, 'F', 5, now)
    expect(result).toBe('full')
    expect(bag).toBe(full)
    expect(addToBag(full.slice(0, 4), 'F', 5, now).result).toBe('added')
  })

  it('says duplicate rather than full for a product already in a full bag', () => {
    expect(addToBag(['A', 'B'].map(entry), 'A', 2, now).result).toBe('duplicate')
  })

  it('follows the configured maximum', () => {
    expect(addToBag([entry('A')], 'B', 1, now).result).toBe('full')
    expect(addToBag(['A', 'B', 'C', 'D', 'E', 'F'].map(entry), 'G', 10, now).result).toBe('added')
  })
})

describe('removing', () => {
  const bag = ['A', 'B', 'C'].map(entry)

  it('removes one product', () => {
    expect(removeFromBag(bag, 'B').map((item) => item.sku)).toEqual(['A', 'C'])
    expect(removeFromBag(bag, 'Z')).toEqual(bag)
  })

  it('removes the products the region no longer offers', () => {
    expect(withoutSkus(bag, new Set(['A', 'C'])).map((item) => item.sku)).toEqual(['B'])
    expect(withoutSkus(bag, new Set())).toBe(bag)
  })
})

describe('parseBag under any stored value (fast-check)', () => {
  const near = fc.record({ sku: storedSku, addedAt: storedTime })
  it('never throws, keeps one entry per SKU up to the cap, stable when written back', () => {
    fc.assert(
      fc.property(storedValue(near), (value) => {
        const bag = parseBag(value)
        expect(bag.length).toBeLessThanOrEqual(MAX_STORED_ENTRIES)
        expect(new Set(bag.map((entry) => entry.sku)).size).toBe(bag.length)
        expect(parseBag(roundTrip(bag))).toEqual(bag)
      }),
      STORAGE_RUNS,
    )
  })
})
