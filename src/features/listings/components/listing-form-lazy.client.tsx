'use client'

import { lazyIsland } from '@/components/lazy-island.client'
import type { ListingFormProps } from './listing-form.client'

export const LazyListingForm = lazyIsland<ListingFormProps>(() =>
  import('./listing-form.client').then((module) => module.ListingForm),
)
