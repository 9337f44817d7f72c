import { recipesFeedXml } from '@/features/recipes/recipes-feed'
import { env } from '@/lib/env'
import { findRegion, regionSupportsLocale } from '@/routing/regions'
import type { SiteParams } from '../../../../scope'

/** Feeds are public and published-only: rendered on first request, cached, refreshed hourly and on publish. */
export const revalidate = 3600

export function generateStaticParams(): SiteParams[] {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<SiteParams> }) {
  const { region: regionId, locale } = await params
  const region = findRegion(regionId)
  if (!region || !regionSupportsLocale(region, locale))
    return new Response('Not found', { status: 404 })
  const xml = await recipesFeedXml(
    { regionId: region.id, locale, previewToken: null },
    env().SITE_URL,
  )
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
}
