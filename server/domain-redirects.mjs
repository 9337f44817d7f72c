/**
 * Editors' domain redirects (the `domain-redirects` collection): a request whose Host is one of
 * them goes, with a 308, to its target path on SITE_URL. The Host header is the caller's to
 * choose, so it only ever selects an editor's entry and never reaches the Location.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/** The lower-cased hostname of a Host header, without its port; null when it is not one. */
export function hostnameOf(host) {
  if (typeof host !== 'string' || host.length === 0 || host.length > 260) return null
  if (/[/@?#\\]/.test(host)) return null
  try {
    const { hostname } = new URL(`http://${host}`)
    return hostname ? hostname.toLowerCase() : null
  } catch {
    return null
  }
}

/** The site's own host and loopback never need the settings, so they never wait for them. */
export function isSiteHost(hostname, siteUrl) {
  return hostname === null || LOOPBACK.has(hostname) || hostname === new URL(siteUrl).hostname
}

export function domainRedirectFor(hostname, redirects, siteUrl) {
  const match = redirects.find((redirect) => redirect.domain === hostname)
  if (!match) return null
  const target = new URL(match.targetPath, siteUrl)
  return target.origin === new URL(siteUrl).origin ? target.toString() : null
}

export function answerDomainRedirect(res, location) {
  res.statusCode = 308
  res.setHeader('location', location)
  res.setHeader('cache-control', 'no-store')
  res.end()
}
