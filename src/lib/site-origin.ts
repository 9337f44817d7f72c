import { env } from './env'

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/** On a loopback SITE_URL also the other loopback spellings, so 127.0.0.1 is not refused. */
export function siteOrigins(siteUrl: string = env().SITE_URL): string[] {
  const url = new URL(siteUrl)
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin]
  return LOOPBACK_HOSTS.map((host) => {
    const alias = new URL(url.origin)
    alias.hostname = host
    return alias.origin
  })
}

/** An absolute URL on SITE_URL for a site path; never built from the request's Host header. */
export function siteUrl(path: string): string {
  return new URL(path, env().SITE_URL).toString()
}
