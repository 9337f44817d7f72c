import { sitemapFileResponse } from '@/features/sitemap/sitemap-response'
import type { SiteParams } from '../../../../scope'

/** Rendered on first request and kept until a publish expires what it read (or a day passes). */
export const revalidate = 86400

export function generateStaticParams(): (SiteParams & { file: string })[] {
  return []
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<SiteParams & { file: string }> },
) {
  const { region, locale, file } = await params
  return sitemapFileResponse(region, locale, file)
}
