import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import {
  roundTrip,
  STORAGE_RUNS,
  storedSku,
  storedValue,
} from '../../../../tests/helpers/stored-values'
import {
  addCompareItem,
  COMPARE_LIMIT,
  compareStorageKey,
  compareStore,
  parseCompareItems,
  removeCompareItem,
} from './storage'

const fries = { sku: 'TF-10001', name: 'Straight Cut Fries 3/8"' }
const shoestring = { sku: 'TF-10002', name: 'Shoestring Fries 1/4"' }
const crinkle = { sku: 'TF-10003', name: 'Crinkle Cut Fries 1/2"' }
const steak = { sku: 'TF-10004', name: 'Steak Fries 3/4" x 3/8"' }

describe('parseCompareItems', () => {
  it('keeps well-formed entries in order', () => {
    expect(parseCompareItems([fries, shoestring])).toEqual([fries, shoestring])
  })

  it('drops tampered entries and repeats, and cuts the list to the limit', () => {
    const stored = [
      fries,
      { sku: '<script>', name: 'x' },
      { sku: 'TF-10005' },
      { sku: 'TF-10006', name: '   ' },
      42,
      null,
      fries,
      shoestring,
      crinkle,
      steak,
    ]
    expect(parseCompareItems(stored)).toEqual([fries, shoestring, crinkle])
    expect(COMPARE_LIMIT).toBe(3)
  })

  it('trims names and refuses anything that is not a list', () => {
    expect(parseCompareItems([{ sku: 'TF-10001', name: '  Fries ' }])).toEqual([
      { sku: 'TF-10001', name: 'Fries' },
    ])
    for (const value of [null, 'TF-10001', { 0: fries }, 3])
      expect(parseCompareItems(value)).toBeNull()
  })
})

describe('addCompareItem and removeCompareItem', () => {
  it('adds up to three products, then refuses a fourth', () => {
    const one = addCompareItem([], fries)
    expect(one).toEqual({ result: 'added', items: [fries] })
    const three = addCompareItem([fries, shoestring], crinkle)
    expect(three.items).toEqual([fries, shoestring, crinkle])
    expect(addCompareItem(three.items, steak)).toEqual({ result: 'full', items: three.items })
  })

  it('reports a product already chosen, even when the list is full', () => {
    expect(addCompareItem([fries, shoestring, crinkle], fries).result).toBe('duplicate')
  })

  it('removes by sku and leaves the rest in order', () => {
    expect(removeCompareItem([fries, shoestring, crinkle], 'TF-10002')).toEqual([fries, crinkle])
    expect(removeCompareItem([fries], 'TF-99999')).toEqual([fries])
  })
})

describe('compareStore', () => {
  const data = new Map<string, string>()

  beforeEach(() => {
    data.clear()
    const localStorage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    }
    vi.stubGlobal('window', {
      localStorage,
      addEventListener: () => {},
      removeEventListener: () => {},
    })
  })

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('keeps the selection per region under compare_products_{region}', () => {
    expect(compareStorageKey('us')).toBe('compare_products_us')
    compareStore('us').set([fries])
    expect(JSON.parse(data.get('compare_products_us') ?? '')).toEqual([fries])
    expect(compareStore('au').get()).toEqual([])
    expect(compareStore('us')).toBe(compareStore('us'))
  })

  it('reads a tampered value as what is left of it, and garbage as nothing', () => {
    data.set(
      'compare_products_japan',
      JSON.stringify([{ sku: 'javascript:alert(1)', name: 'x' }, crinkle]),
    )
    expect(compareStore('japan').get()).toEqual([crinkle])
    data.set('compare_products_korea', '{not json')
    expect(compareStore('korea').get()).toEqual([])
  })
})

describe('parseCompareItems under any stored value (fast-check)', () => {
  const near = fc.record({
    sku: storedSku,
    name: fc.oneof(fc.string({ maxLength: 320 }), fc.integer()),
  })
  it('never throws, keeps distinct valid items only, and keeps them as they are', () => {
    fc.assert(
      fc.property(storedValue(near), (value) => {
        const items = parseCompareItems(value)
        if (items === null) return
        expect(new Set(items.map((item) => item.sku)).size).toBe(items.length)
        for (const item of items) expect(item.name.length).toBeLessThanOrEqual(300)
        expect(parseCompareItems(roundTrip(items))).toEqual(items)
      }),
      STORAGE_RUNS,
    )
  })
})
