import { siteOrigins } from './site-origin'

const SAME_SITE_FETCH = ['same-origin', 'same-site']

const refuse = (status: 403 | 415, message: string) =>
  Response.json({ message }, { status, headers: { 'cache-control': 'no-store' } })

const isJson = (contentType: string | null) =>
  /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '')

/** A browser names the page a request comes from; a caller without those headers is no browser's page. */
function isCrossSite(headers: Headers, origins: readonly string[]): boolean {
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite !== null && !SAME_SITE_FETCH.includes(fetchSite)) return true
  const origin = headers.get('origin')
  return origin !== null && !origins.includes(origin)
}

/** JSON only: a form or `text/plain` post is a request any site can make its visitors send. */
export function postGuard(
  request: Request,
  origins: readonly string[] = siteOrigins(),
): Response | null {
  if (!isJson(request.headers.get('content-type')))
    return refuse(415, 'The request body must be JSON (Content-Type: application/json).')
  if (isCrossSite(request.headers, origins))
    return refuse(403, 'Requests from other sites are not accepted.')
  return null
}
