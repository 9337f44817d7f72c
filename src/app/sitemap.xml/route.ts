import { sitemapIndex } from '@/features/sitemap/sitemap-index'
import { xmlResponse } from '@/features/sitemap/sitemap-response'

// Built at request time from cached reads: no CMS read at build, and SITE_URL is the running one.
export const dynamic = 'force-dynamic'

export async function GET() {
  return xmlResponse(await sitemapIndex())
}
