import { searchPath } from '@/features/search/lib/search-path'
import { robotsTxt } from '@/features/sitemap/lib/robots-txt'
import { isIndexableEnvironment } from '@/lib/deployment'
import { siteUrl } from '@/lib/site-origin'
import { REGIONS } from '@/routing/regions'

// The running SITE_URL and environment, not the build's.
export const dynamic = 'force-dynamic'

export function GET() {
  // The results (`/search?q=…`), not the search page itself.
  const searchResults = REGIONS.flatMap((region) =>
    region.locales.map((locale) => `${searchPath(region.id, locale)}?`),
  )
  const body = robotsTxt({
    indexable: isIndexableEnvironment(),
    disallow: ['/admin', '/api/', ...searchResults],
    sitemapUrl: siteUrl('/sitemap.xml'),
  })
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
