import { getDomainRedirects, getMetaPixelRegions } from '@/content/front-settings'
import { isSiteReaderToken, SITE_READER_HEADER } from '@/lib/site-reader'
import { DEFAULT_REGION_ID, REGION_IDS } from '@/routing/regions'

/**
 * What the server in front of Next acts on before a page renders (server/front-settings.mjs):
 * editors' domain redirects, and which regions' pages may load the Meta pixel. Only that server
 * knows the site-reader token; anyone else is told the route does not exist.
 */
export async function frontSettingsResponse(request: Request): Promise<Response> {
  if (!isSiteReaderToken(request.headers.get(SITE_READER_HEADER))) {
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  }
  const [redirects, metaPixelRegions] = await Promise.all([
    getDomainRedirects(),
    getMetaPixelRegions(),
  ])
  return Response.json(
    { redirects, regions: REGION_IDS, defaultRegion: DEFAULT_REGION_ID, metaPixelRegions },
    { headers: { 'cache-control': 'no-store' } },
  )
}
