// Trustworthy: server/index.mjs overwrites whatever a client sent under this name.
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

export function clientAddress(headers: Headers): string | null {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || null
}
