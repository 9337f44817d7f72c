'use client'

import { useSyncExternalStore } from 'react'
import type { BrowserStore } from './browser-store'

/** The store's current value; the server and the first client render see `store.empty`. */
export function useBrowserStore<T>(store: BrowserStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.empty)
}
