import { createLimiter, type Limiter } from '../../lib/rate-limit'

export interface LoginThrottle {
  /** Counts a sign-in attempt; the minutes to wait when it is one too many, else null. */
  attempt(account: string, client: string): Promise<number | null>
  succeeded(account: string, client: string): Promise<void>
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

// Counted before the password check, so each aliased guess in one GraphQL request counts. Per
// account *and client*, so a stranger locks only themselves out, never the owner.
export function createLoginThrottle(
  perAccountAndClient: Limiter = createLimiter({
    keyPrefix: 'login-account-client',
    points: 5,
    durationSeconds: 15 * 60,
    blockSeconds: 15 * 60,
  }),
  perClient: Limiter = createLimiter({
    keyPrefix: 'login-client',
    points: 50,
    durationSeconds: 60 * 60,
    blockSeconds: 60 * 60,
  }),
): LoginThrottle {
  const pairKey = (account: string, client: string) => `${account.trim().toLowerCase()}|${client}`
  return {
    async attempt(account, client) {
      const pair = await perAccountAndClient.consume(pairKey(account, client))
      if (!pair.allowed) return minutes(pair.retryAfterSeconds)
      const overall = await perClient.consume(client)
      return overall.allowed ? null : minutes(overall.retryAfterSeconds)
    },
    async succeeded(account, client) {
      await perAccountAndClient.reset(pairKey(account, client))
      await perClient.reward(client)
    },
  }
}
