import type { ContentScope } from '@/content/scope'
import { env } from '@/lib/env'
import { findRegion, regionSupportsLocale } from '@/routing/regions'
import type { SiteParams } from '../../../scope'

type FeedXml = (scope: ContentScope, siteUrl: string) => Promise<string>

export function feedResponse(feedXml: FeedXml) {
  return async function GET(_request: Request, { params }: { params: Promise<SiteParams> }) {
    const { region: regionId, locale } = await params
    const region = findRegion(regionId)
    if (!region || !regionSupportsLocale(region, locale))
      return new Response('Not found', { status: 404 })
    const xml = await feedXml({ regionId: region.id, locale, previewToken: null }, env().SITE_URL)
    return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
  }
}
