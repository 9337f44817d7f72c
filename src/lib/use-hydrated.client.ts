'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False in the server HTML and until hydration: controls that need the browser wait for it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
