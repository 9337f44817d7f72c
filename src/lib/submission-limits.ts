import { normalizeEmail } from './email-domain'
import { createLimiter, type RateLimitResult } from './rate-limit'

export interface SubmissionLimitSettings {
  /** Names the limiters' keys, one set per kind of submission. */
  keyPrefix: string
  /** Per client address and per email address; 0 turns both off. */
  limit: number
  windowSeconds: number
  /** Stored submissions from everyone together; 0 turns it off. */
  globalLimit: number
}

export type LimitScope = 'address' | 'email' | 'all'

export interface LimitRefusal {
  scope: LimitScope
  retryAfterSeconds: number
}

export type LimitReservation =
  { refusal: LimitRefusal } | { refusal: null; release: () => Promise<void> }

export type SubmissionLimits = ReturnType<typeof createSubmissionLimits>

const refusal = (result: RateLimitResult, scope: LimitScope): LimitRefusal | null =>
  result.allowed ? null : { scope, retryAfterSeconds: result.retryAfterSeconds }

export function createSubmissionLimits({
  keyPrefix,
  limit,
  windowSeconds,
  globalLimit,
}: SubmissionLimitSettings) {
  const limiter = (name: string, points: number) =>
    createLimiter({ keyPrefix: `${keyPrefix}-${name}`, points, durationSeconds: windowSeconds })
  const byAddress = limiter('address', limit)
  const byEmail = limiter('email', limit)
  const overall = limiter('all', globalLimit)
  return {
    async address(address: string | null): Promise<LimitRefusal | null> {
      return address === null ? null : refusal(await byAddress.consume(address), 'address')
    },
    // Spent first, given back on refusal: peeking instead would let concurrent posts pass a limit.
    async reserve(email: string): Promise<LimitReservation> {
      const key = normalizeEmail(email)
      const forEmail = refusal(await byEmail.consume(key), 'email')
      if (forEmail) return { refusal: forEmail }
      const forAll = refusal(await overall.consume('all'), 'all')
      if (forAll) {
        await byEmail.reward(key)
        return { refusal: forAll }
      }
      return {
        refusal: null,
        release: async () => void (await Promise.all([byEmail.reward(key), overall.reward('all')])),
      }
    },
  }
}
