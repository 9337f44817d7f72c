'use client'

import { useBrowserStore } from '@/lib/use-browser-store.client'
import type { FavoriteKind, FavoriteTarget } from '../lib/entry'
import { favoritesStore } from '../lib/store'
import { addFavorite, hasFavorite, removeFavorite } from '../lib/storage'

export function useFavorites(kind: FavoriteKind, regionId: string) {
  const store = favoritesStore(kind, regionId)
  const stored = useBrowserStore(store)
  return {
    stored,
    has: (target: FavoriteTarget) => hasFavorite(kind, stored, target),
    // Written from the latest value, not the render's, so quick clicks in two places both count.
    add: (target: FavoriteTarget) => store.set(addFavorite(kind, store.get(), target)),
    remove: (target: FavoriteTarget) => store.set(removeFavorite(kind, store.get(), target)),
  }
}
