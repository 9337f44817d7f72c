/** Must match CLIENT_ADDRESS_HEADER in src/lib/client-address.ts. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/**
 * The caller's address. With no proxy in front (`trustedHops` 0, the default) only the socket can
 * be believed; behind N proxies that append to x-forwarded-for, the entry N from the right is the
 * first one a client could not have written itself.
 */
export function clientAddressOf(req, trustedHops) {
  const peer = req.socket?.remoteAddress ?? 'unknown'
  if (trustedHops < 1) return peer
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return forwarded[forwarded.length - trustedHops] ?? peer
}
