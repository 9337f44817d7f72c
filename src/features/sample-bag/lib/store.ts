import { browserStore, type BrowserStore } from '@/lib/browser-store'
import { type BagEntry, EMPTY_BAG, parseBag, sampleBagKey } from './storage'

const stores = new Map<string, BrowserStore<readonly BagEntry[]>>()

/** One store per region, so the button, the bag page and other tabs see the same writes. */
export function sampleBagStore(regionId: string): BrowserStore<readonly BagEntry[]> {
  const key = sampleBagKey(regionId)
  let store = stores.get(key)
  if (!store) {
    store = browserStore(key, parseBag, EMPTY_BAG)
    stores.set(key, store)
  }
  return store
}
