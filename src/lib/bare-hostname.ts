const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const BARE_HOSTNAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})+$`)

/** A hostname with no scheme, port, path or user: lower-cased, or null when it is anything else. */
export function bareHostname(value: string | null | undefined): string | null {
  const host = value?.trim().toLowerCase()
  return host && BARE_HOSTNAME.test(host) ? host : null
}
