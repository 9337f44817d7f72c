import { fieldsOf, isoDateTime } from '@/lib/stored-fields'
import { isSku } from '@/lib/sku'

export interface BagEntry {
  sku: string
  addedAt: string
}

export type AddResult = 'added' | 'duplicate' | 'full'

/** The CMS caps the maximum at 50; a tampered list longer than that is cut. */
export const MAX_STORED_ENTRIES = 50

export const EMPTY_BAG: readonly BagEntry[] = Object.freeze([])

function parseEntry(value: unknown): BagEntry | null {
  const fields = fieldsOf(value)
  const addedAt = isoDateTime(fields?.addedAt)
  return fields && typeof fields.sku === 'string' && isSku(fields.sku) && addedAt
    ? { sku: fields.sku, addedAt }
    : null
}

export function sampleBagKey(regionId: string): string {
  return `sample_bag_${regionId}`
}

export function parseBag(value: unknown): readonly BagEntry[] {
  if (!Array.isArray(value)) return EMPTY_BAG
  const seen = new Set<string>()
  const bag: BagEntry[] = []
  for (const raw of value) {
    const entry = parseEntry(raw)
    if (!entry || seen.has(entry.sku)) continue
    seen.add(entry.sku)
    bag.push(entry)
    if (bag.length === MAX_STORED_ENTRIES) break
  }
  return bag
}

/** Already in the bag wins over full, so a visitor re-adding a product learns it is there. */
export function addToBag(
  bag: readonly BagEntry[],
  sku: string,
  maxItems: number,
  now = new Date(),
): { result: AddResult; bag: readonly BagEntry[] } {
  if (bag.some((entry) => entry.sku === sku)) return { result: 'duplicate', bag }
  if (bag.length >= maxItems) return { result: 'full', bag }
  return { result: 'added', bag: [...bag, { sku, addedAt: now.toISOString() }] }
}

export function removeFromBag(bag: readonly BagEntry[], sku: string): readonly BagEntry[] {
  return bag.filter((entry) => entry.sku !== sku)
}

export function withoutSkus(
  bag: readonly BagEntry[],
  gone: ReadonlySet<string>,
): readonly BagEntry[] {
  return gone.size === 0 ? bag : bag.filter((entry) => !gone.has(entry.sku))
}
