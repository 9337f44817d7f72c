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
  latestSkus,
  parseRecentlyViewed,
  RECENTLY_VIEWED_LIMIT,
  recentlyViewedKey,
  recentlyViewedStore,
  recordView,
} from './storage'

describe('recently viewed products', () => {
  it('puts the latest view first and keeps one entry per sku', () => {
    const first = recordView([], 'TF-10001', 1)
    const second = recordView(first, 'TF-10002', 2)
    expect(recordView(second, 'TF-10001', 3).map((entry) => entry.sku)).toEqual([
      'TF-10001',
      'TF-10002',
    ])
  })

  it(`keeps only the ${RECENTLY_VIEWED_LIMIT} most recent`, () => {
    let entries = recordView([], 'TF-0', 0)
    for (let n = 1; n <= 12; n++) entries = recordView(entries, `TF-${n}`, n)
    expect(entries).toHaveLength(RECENTLY_VIEWED_LIMIT)
    expect(entries[0]?.sku).toBe('TF-12')
    expect(entries.at(-1)?.sku).toBe('TF-3')
  })

  it('drops tampered entries and survives values that are not lists', () => {
    expect(parseRecentlyViewed('x')).toEqual([])
    expect(parseRecentlyViewed(null)).toEqual([])
    expect(
      parseRecentlyViewed([
        { sku: '<script>', viewedAt: 1 },
        { sku: 'TF-1', viewedAt: -1 },
        7,
        { sku: 'TF-2', viewedAt: 5 },
      ]),
    ).toEqual([{ sku: 'TF-2', viewedAt: 5 }])
  })

  it('orders stored entries newest first', () => {
    expect(
      parseRecentlyViewed([
        { sku: 'A', viewedAt: 1 },
        { sku: 'B', viewedAt: 9 },
      ]).map((entry) => entry.sku),
    ).toEqual(['B', 'A'])
  })

  it('keeps a list per region', () => {
    expect(recentlyViewedKey('us')).toBe('recently_viewed_products_us')
    expect(recentlyViewedKey('japan')).not.toBe(recentlyViewedKey('us'))
  })

  it("takes the section's number of skus, newest first, never more than the limit", () => {
    let entries = recordView([], 'TF-0', 0)
    for (let n = 1; n <= 12; n++) entries = recordView(entries, `TF-${n}`, n)
    expect(latestSkus(entries, 3)).toEqual(['TF-12', 'TF-11', 'TF-10'])
    expect(latestSkus(entries, 50)).toHaveLength(RECENTLY_VIEWED_LIMIT)
    expect(latestSkus(entries, 0)).toEqual(['TF-12'])
    expect(latestSkus(entries, Number.NaN)).toEqual(['TF-12'])
    expect(latestSkus([], 5)).toEqual([])
  })

  it('hands every caller of a region the same store, so snapshots stay stable', () => {
    expect(recentlyViewedStore('us')).toBe(recentlyViewedStore('us'))
    expect(recentlyViewedStore('japan')).not.toBe(recentlyViewedStore('us'))
  })
})

describe('parseRecentlyViewed under any stored value (fast-check)', () => {
  const near = fc.record({ sku: storedSku, viewedAt: storedTime })
  it('never throws, newest first, one per SKU up to the limit, stable when written back', () => {
    fc.assert(
      fc.property(storedValue(near), (value) => {
        const entries = parseRecentlyViewed(value)
        expect(entries.length).toBeLessThanOrEqual(RECENTLY_VIEWED_LIMIT)
        expect(new Set(entries.map((entry) => entry.sku)).size).toBe(entries.length)
        for (let i = 1; i < entries.length; i++)
          expect(entries[i - 1]!.viewedAt).toBeGreaterThanOrEqual(entries[i]!.viewedAt)
        expect(parseRecentlyViewed(roundTrip(entries))).toEqual(entries)
      }),
      STORAGE_RUNS,
    )
  })
})
