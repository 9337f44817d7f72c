'use client'

import { useEffect } from 'react'
import { recentlyViewedStore, recordView } from '../lib/storage'

export function RecentlyViewedRecorder({ regionId, sku }: { regionId: string; sku: string }) {
  useEffect(() => {
    const store = recentlyViewedStore(regionId)
    store.set(recordView(store.get(), sku, Date.now()))
  }, [regionId, sku])
  return null
}
