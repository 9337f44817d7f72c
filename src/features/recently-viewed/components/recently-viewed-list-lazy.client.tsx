'use client'

import { lazyIsland } from '@/components/lazy-island.client'
import type { RecentlyViewedListProps } from './recently-viewed-list.client'

export const LazyRecentlyViewedList = lazyIsland<RecentlyViewedListProps>(() =>
  import('./recently-viewed-list.client').then((module) => module.RecentlyViewedList),
)
