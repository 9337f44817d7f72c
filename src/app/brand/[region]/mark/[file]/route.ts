import { markGet } from '@/features/brand-assets/handlers'

// The drawn icon is kept in the data cache under the brand's tags; unknown names cost nothing.
export const dynamic = 'force-dynamic'

export const GET = markGet
