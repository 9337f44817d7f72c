/** The form it was sent with is kept as a hash, never the data. */
export interface OrderAttempt {
  key: string
  fingerprint: string
}

/** cyrb53: a fast 53-bit string hash, enough to tell one filled-in form from another. */
export function fingerprintOf(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

// Resending the same form (after a lost answer) keeps its key: the server returns its order.
export function attemptFor(
  previous: OrderAttempt | null,
  fingerprint: string,
  newKey: () => string,
): OrderAttempt {
  return previous?.fingerprint === fingerprint ? previous : { key: newKey(), fingerprint }
}

export function parseAttempt(value: unknown): OrderAttempt | null {
  if (typeof value !== 'object' || value === null) return null
  const { key, fingerprint } = value as Record<string, unknown>
  return typeof key === 'string' && typeof fingerprint === 'string' ? { key, fingerprint } : null
}

/** A v4 UUID; randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
