import { browserStore, type BrowserStore } from '@/lib/browser-store'
import type { FavoriteKind } from './entry'
import { emptyFavorites, parseStoredFavorites, storageKey, type StoredFavorites } from './storage'

const stores = new Map<string, BrowserStore<StoredFavorites>>()

/** One store per key, so every button and list of the tab hears the same writes. */
export function favoritesStore(
  kind: FavoriteKind,
  regionId: string,
): BrowserStore<StoredFavorites> {
  const key = storageKey(kind, regionId)
  let store = stores.get(key)
  if (!store) {
    store = browserStore(key, parseStoredFavorites(kind, regionId), emptyFavorites(regionId))
    stores.set(key, store)
  }
  return store
}
