'use client'

import { lazyIsland } from '@/components/lazy-island.client'
import type { CompareButtonProps } from './compare-button.client'
import type { CompareTrayBarProps } from './compare-tray.client'

// Listings and the finder draw compare controls on generic pages, whose route ships the code of
// every island it imports; these load only where compare is drawn.
export const LazyCompareButton = lazyIsland<CompareButtonProps>(() =>
  import('./compare-button.client').then((module) => module.CompareButton),
)

export const LazyCompareTrayBar = lazyIsland<CompareTrayBarProps>(() =>
  import('./compare-tray.client').then((module) => module.CompareTrayBar),
)
