'use client'

import { lazyIsland } from '@/components/lazy-island.client'
import type { FavoriteListProps } from './favorite-list.client'

export const LazyFavoriteList = lazyIsland<FavoriteListProps>(() =>
  import('./favorite-list.client').then((module) => module.FavoriteList),
)
