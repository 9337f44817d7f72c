import { faviconGet } from '@/features/brand-assets/handlers'

// The drawn icon is kept in the data cache under the brand's tags, not prerendered at build time.
export const dynamic = 'force-dynamic'

export const GET = faviconGet
