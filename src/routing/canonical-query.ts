import { parsePath } from './parse'
import { blogIndexRedirectFor } from './redirects'

export const CANONICAL_URL_ROUTE = '/api/canonical-url'

export const REGION_LOCALE_QUERY_KEYS: readonly string[] = ['locale', 'regionLocale']

// Next may hand the handler either the visitor's path or the rewritten one.
const ROUTE_PREFIX = new RegExp(`^${CANONICAL_URL_ROUTE}(?=/|$)`)

/** The target carries neither query parameter, so it never comes back here. */
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
