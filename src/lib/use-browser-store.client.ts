'use client'

import { useSyncExternalStore } from 'react'
import type { BrowserStore } from './browser-store'

export function useBrowserStore<T>(store: BrowserStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.empty)
}
