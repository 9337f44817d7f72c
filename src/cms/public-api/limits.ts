/** Editors and the site's own reads are not held to these. */
export const PUBLIC_API_LIMITS = {
  /** Documents per list request; 0, negative or missing means the default. */
  maxLimit: 100,
  defaultLimit: 10,
  maxDepth: 2,
  graphql: {
    maxAliases: 15,
    maxDepth: 12,
    maxTokens: 3000,
    // Per document a list may return: Payload reads whole documents whatever the selection
    // (~4–10 ms each for a product here).
    documentCost: 40,
    /** About one list of 100 documents per request. */
    maxCost: 5000,
  },
  /** Request bodies outside uploads. */
  maxBodyBytes: 1024 * 1024,
  /** One API request's answer; past it the caller gets a 503. */
  deadlineMs: 10_000,
} as const

export function clampLimit(limit: unknown): number {
  const { maxLimit, defaultLimit } = PUBLIC_API_LIMITS
  const value = typeof limit === 'string' ? Number(limit) : limit
  // Below 1 (0.5 included) floors to 0, which Payload reads as "no limit".
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return defaultLimit
  return Math.min(Math.floor(value), maxLimit)
}
