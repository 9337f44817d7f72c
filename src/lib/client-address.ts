// server/index.mjs sets this from the socket (or TRUSTED_PROXY_HOPS) and overwrites whatever a
// client sent under this name.
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/** Null when no server set it (unit tests, build). */
export function clientAddress(headers: Headers): string | null {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || null
}
