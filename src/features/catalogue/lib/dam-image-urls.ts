/** Spec §3 gives products `damProductImageUrls`; a gallery shows a dozen at most. */
export const MAX_DAM_IMAGES = 12
const MAX_URL_LENGTH = 2048
const SITE = 'https://site.invalid'
/** Site paths an image request must never reach: the CMS, its API (bar media files), Next. */
const BLOCKED_SITE_PATHS = ['/admin/', '/api/', '/_next/']
const ALLOWED_SITE_PATHS = ['/api/media/file/']

const startsWithAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))

function sitePath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.startsWith('//')) return null
  const url = new URL(raw, SITE)
  if (url.origin !== SITE) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(url.pathname).toLowerCase()
  } catch {
    return null
  }
  if (decoded.includes('\\') || decoded.startsWith('//')) return null
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null
  if (startsWithAny(decoded, BLOCKED_SITE_PATHS) && !startsWithAny(decoded, ALLOWED_SITE_PATHS))
    return null
  return `${url.pathname}${url.search}`
}

function allowedRemote(raw: string, hosts: readonly string[]): string | null {
  if (!/^https?:\/\/[^/]/i.test(raw)) return null
  const url = new URL(raw)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password) return null
  return hosts.includes(url.host.toLowerCase()) ? url.href : null
}

/**
 * The DAM URLs a page may render as images: paths on this site, and http(s) URLs on the hosts the
 * operator allows (`DAM_IMAGE_HOSTS`, also in the CSP's `img-src`). Anything else — other hosts,
 * `//host`, `javascript:`, `data:`, credentials, control characters, backslashes — is dropped.
 */
export function safeDamImageUrls(
  values: readonly (string | null | undefined)[] | null | undefined,
  hosts: readonly string[],
): string[] {
  const safe = (values ?? []).flatMap((value) => {
    const raw = typeof value === 'string' ? value.trim() : ''
    if (!raw || raw.length > MAX_URL_LENGTH || /[\s\\\u0000-\u001f\u007f]/.test(raw)) return []
    try {
      return (sitePath(raw) ?? allowedRemote(raw, hosts)) || []
    } catch {
      return []
    }
  })
  return [...new Set(safe)].slice(0, MAX_DAM_IMAGES)
}
