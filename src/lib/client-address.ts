/**
 * The header in which the site's own server (`server/index.mjs`) hands every request the caller's
 * address: the socket's peer, or with TRUSTED_PROXY_HOPS set the entry that many hops from the
 * right of x-forwarded-for. The server overwrites whatever a client sent under this name.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/** The caller's address as the site's server saw it; null when no server set it (unit tests, build). */
export function clientAddress(headers: Headers): string | null {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || null
}
