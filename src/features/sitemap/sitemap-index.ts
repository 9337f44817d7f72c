import 'server-only'
import { siteUrl } from '@/lib/site-origin'
import { sitemapPath } from '@/routing/build'
import { REGIONS } from '@/routing/regions'
import { sitemapFiles } from './sitemap-files'
import { sitemapIndexXml } from './lib/sitemap-xml'

/** `/sitemap.xml`: every sitemap file of every region and language of this edition. */
export async function sitemapIndex(): Promise<string> {
  const perScope = await Promise.all(
    REGIONS.flatMap((region) =>
      region.locales.map(async (locale) => {
        const files = await sitemapFiles({ regionId: region.id, locale, previewToken: null })
        return files.map((_, index) => siteUrl(sitemapPath(region.id, locale, index + 1)))
      }),
    ),
  )
  return sitemapIndexXml(perScope.flat())
}
