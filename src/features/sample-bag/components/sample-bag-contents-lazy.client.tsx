'use client'

import { lazyIsland } from '@/components/lazy-island.client'
import type { SampleBagContentsProps } from './sample-bag-contents.client'

// Besides the bag, this brings the order form's validation schema (zod, ~75 KB gzip).
export const LazySampleBagContents = lazyIsland<SampleBagContentsProps>(() =>
  import('./sample-bag-contents.client').then((module) => module.SampleBagContents),
)
