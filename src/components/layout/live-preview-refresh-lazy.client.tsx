'use client'

import { lazyIsland } from '@/components/lazy-island.client'

/** Drawn in preview only, so visitors' pages never load the refresher's code. */
export const LivePreviewRefreshLazy = lazyIsland(() =>
  import('./live-preview-refresh.client').then((module) => module.LivePreviewRefresh),
)
