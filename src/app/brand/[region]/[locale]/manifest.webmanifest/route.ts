import { manifestGet } from '@/features/brand-assets/handlers'

// Built from the cached settings read; unknown regions and locales are answered before any read.
export const dynamic = 'force-dynamic'

export const GET = manifestGet
