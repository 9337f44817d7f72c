'use client'

import { useEffect } from 'react'
import { type CompareItem, compareStore, sameCompareItems } from '../lib/storage'

/** The comparison page's URL is the selection: the stored one (and so the tray) follows it. */
export function CompareSync({
  regionId,
  items,
}: {
  regionId: string
  items: readonly CompareItem[]
}) {
  useEffect(() => {
    const store = compareStore(regionId)
    if (!sameCompareItems(store.get(), items)) store.set(items)
  }, [regionId, items])
  return null
}
