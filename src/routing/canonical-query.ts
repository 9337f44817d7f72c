import { parsePath } from './parse'
import { blogIndexRedirectFor } from './redirects'

/** The route handler that `next-routes.ts` sends `?locale=` and `?regionLocale=` requests to. */
export const CANONICAL_URL_ROUTE = '/api/canonical-url'

export const REGION_LOCALE_QUERY_KEYS: readonly string[] = ['locale', 'regionLocale']

// Next may hand the handler either the visitor's path or the rewritten one.
const ROUTE_PREFIX = new RegExp(`^${CANONICAL_URL_ROUTE}(?=/|$)`)

/**
 * Unsupported values are ignored. The target carries neither parameter, so it never comes back
 * here. Null when the path is not a site path.
 */
export function canonicalQueryTarget(pathname: string, query: URLSearchParams): string | null {
  const parsed = parsePath(pathname.replace(ROUTE_PREFIX, '') || '/', query)
  if (parsed === null) return null
  const [slug, ...deeper] = parsed.segments
  const blogIndex =
    slug !== undefined && deeper.length === 0
      ? blogIndexRedirectFor(parsed.regionId, parsed.locale, slug)
      : null
  const kept = new URLSearchParams(
    [...query].filter(([key]) => !REGION_LOCALE_QUERY_KEYS.includes(key)),
  ).toString()
  return `${blogIndex ?? parsed.canonicalPath}${kept ? `?${kept}` : ''}`
}
