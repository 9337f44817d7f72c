/** Paths Next's image optimizer serves (next.config.ts `images.localPatterns`). */
export const OPTIMIZED_IMAGE_PATHS = ['/api/media/file/', '/brand/'] as const

const MAX_URL_LENGTH = 2048

/**
 * A typed image URL as a path on this site, or null: a relative path with one leading slash or an
 * absolute URL on `siteUrl`'s origin, which the image optimizer serves. Anything else (another host,
 * `//host`, `javascript:`, `data:`, control characters) is dropped, never rendered.
 */
export function sameSiteImagePath(
  value: string | null | undefined,
  siteUrl: string,
): string | null {
  const raw = value?.trim()
  if (!raw || raw.length > MAX_URL_LENGTH || /[\\\u0000-\u001f\u007f]/.test(raw)) return null
  if (raw.startsWith('//')) return null
  let url: URL
  try {
    const site = new URL(siteUrl)
    url = new URL(raw, site)
    if (url.origin !== site.origin) return null
    if (!raw.startsWith('/') && !raw.toLowerCase().startsWith(`${site.origin.toLowerCase()}/`))
      return null
  } catch {
    return null
  }
  const path = `${url.pathname}${url.search}`
  return OPTIMIZED_IMAGE_PATHS.some((prefix) => url.pathname.startsWith(prefix)) ? path : null
}
