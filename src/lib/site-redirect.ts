import { siteUrl } from './site-origin'

/** The request's Host header is the caller's to choose, so it never reaches a Location. */
export function siteRedirect(path: string): Response {
  return new Response(null, {
    status: 307,
    headers: { location: siteUrl(path), 'cache-control': 'no-store' },
  })
}
