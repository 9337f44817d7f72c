import { z } from 'zod'
import { SKU_PATTERN } from '@/lib/sku'
import { RECENTLY_VIEWED_LIMIT } from './storage'

/** Ten skus of at most 64 characters and a region fit in well under 2 KB. */
export const RECENTLY_VIEWED_BODY_LIMIT = 4 * 1024

export const recentlyViewedRequestSchema = z
  .object({
    regionId: z.string().max(64),
    locale: z.string().max(16),
    skus: z.array(z.string().regex(SKU_PATTERN)).min(1).max(RECENTLY_VIEWED_LIMIT),
  })
  .strict()

export type RecentlyViewedRequest = z.input<typeof recentlyViewedRequestSchema>
