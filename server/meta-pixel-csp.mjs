/**
 * The security policy in next.config.ts is static, so cached pages stay cached. A region whose
 * settings set a Meta pixel code needs the pixel's hosts too: they are added here, for that
 * region's pages only, as Next sets the header.
 */
const PIXEL_HOSTS = {
  'script-src': ['https://connect.facebook.net'],
  'img-src': ['https://www.facebook.com'],
  'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
}

export function withMetaPixelHosts(policy) {
  return String(policy)
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0]
      const hosts = PIXEL_HOSTS[name]
      return hosts ? `${directive.trimEnd()} ${hosts.join(' ')}` : directive
    })
    .join(';')
}

/** The region a page path belongs to: its first segment when that names a region, else the default. */
export function regionOfPath(url, { regions, defaultRegion }) {
  const first =
    String(url ?? '/')
      .split('?')[0]
      .split('/')[1] ?? ''
  return regions.includes(first) ? first : defaultRegion
}

export function isPagePath(url) {
  const path = String(url ?? '/').split('?')[0]
  return !/^\/(?:api|admin|_next)(?:\/|$)/.test(path)
}

export function allowMetaPixel(res) {
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (name, value) =>
    setHeader(
      name,
      String(name).toLowerCase() === 'content-security-policy' ? withMetaPixelHosts(value) : value,
    )
}
