import { productsFeedXml } from '@/features/catalogue/products-feed'
import type { SiteParams } from '../../../../scope'
import { feedResponse } from '../feed-response'

/** Feeds are public and published-only: rendered on first request, cached, refreshed hourly and on publish. */
export const revalidate = 3600

export function generateStaticParams(): SiteParams[] {
  return []
}

export const GET = feedResponse(productsFeedXml)
