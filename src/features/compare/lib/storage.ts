import { SKU_PATTERN } from '@/lib/sku'
import { fieldsOf, patternString } from '@/lib/stored-fields'
import { type BrowserStore, browserStore } from '@/lib/browser-store'

export const COMPARE_LIMIT = 3

export interface CompareItem {
  sku: string
  name: string
}

export type AddResult = 'added' | 'duplicate' | 'full'

function parseItem(value: unknown): CompareItem | null {
  const fields = fieldsOf(value)
  const sku = patternString(fields?.sku, SKU_PATTERN)
  const name = typeof fields?.name === 'string' ? fields.name.trim() : ''
  return sku && name && name.length <= 300 ? { sku, name } : null
}

const NONE: readonly CompareItem[] = []

export const compareStorageKey = (regionId: string) => `compare_products_${regionId}`

export function parseCompareItems(value: unknown): readonly CompareItem[] | null {
  if (!Array.isArray(value)) return null
  const items: CompareItem[] = []
  for (const entry of value) {
    const item = parseItem(entry)
    if (item && !items.some((kept) => kept.sku === item.sku)) items.push(item)
  }
  return items.slice(0, COMPARE_LIMIT)
}

export function addCompareItem(
  items: readonly CompareItem[],
  item: CompareItem,
): { result: AddResult; items: readonly CompareItem[] } {
  if (items.some((entry) => entry.sku === item.sku)) return { result: 'duplicate', items }
  if (items.length >= COMPARE_LIMIT) return { result: 'full', items }
  return { result: 'added', items: [...items, item] }
}

export const removeCompareItem = (
  items: readonly CompareItem[],
  sku: string,
): readonly CompareItem[] => items.filter((item) => item.sku !== sku)

export const sameCompareItems = (a: readonly CompareItem[], b: readonly CompareItem[]) =>
  a.length === b.length &&
  a.every((item, index) => item.sku === b[index]?.sku && item.name === b[index]?.name)

const stores = new Map<string, BrowserStore<readonly CompareItem[]>>()

/** One store per region, shared by every button and tray so their snapshots agree. */
export function compareStore(regionId: string): BrowserStore<readonly CompareItem[]> {
  let store = stores.get(regionId)
  if (!store) {
    store = browserStore(compareStorageKey(regionId), parseCompareItems, NONE)
    stores.set(regionId, store)
  }
  return store
}
