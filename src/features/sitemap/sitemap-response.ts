import 'server-only'
import type { ContentScope } from '@/content/scope'
import { findRegion, regionSupportsLocale } from '@/routing/regions'
import { sitemapFiles, sitemapUrls } from './sitemap-files'
import { urlsetXml } from './lib/sitemap-xml'

const FILE_NAME = /^([1-9]\d{0,4})\.xml$/

export const xmlResponse = (xml: string) =>
  new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })

const notFound = () => new Response('Not found', { status: 404 })

/** `{prefix}/sitemap/{n}.xml`: one of a region and language's sitemap files. */
export async function sitemapFileResponse(
  regionId: string,
  locale: string,
  fileName: string,
): Promise<Response> {
  const region = findRegion(regionId)
  const number = Number(FILE_NAME.exec(fileName)?.[1] ?? NaN)
  if (!region || !regionSupportsLocale(region, locale) || !Number.isInteger(number))
    return notFound()
  const scope: ContentScope = { regionId: region.id, locale, previewToken: null }
  const file = (await sitemapFiles(scope))[number - 1]
  if (!file) return notFound()
  return xmlResponse(urlsetXml(await sitemapUrls(scope, file)))
}
