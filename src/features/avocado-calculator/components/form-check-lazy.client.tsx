'use client'

import { lazyIsland } from '@/components/lazy-island.client'
import type { FormCheckProps } from './form-types'

// The form works without it (GET to the server), so its code and zod load only where it is drawn.
export const LazyFormCheck = lazyIsland<FormCheckProps>(() =>
  import('./form-check.client').then((module) => module.FormCheck),
)
