import { randomUUID } from 'node:crypto'

// Extend or drop the lease only while this process still holds it (one step on the server).
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`

/**
 * Work that one process of all the instances may do at a time (the job queue): whoever holds the
 * lease does it, renewing it each time; if the holder stops or vanishes, another takes it once it
 * runs out. While Redis is unreachable nobody holds it: the work waits rather than runs twice.
 */
export function createRedisLease(redis, name, { ttlMs, owner = randomUUID() }) {
  const key = `terrafield:lease:${name}`
  return {
    /** Whether this process holds the lease for the next `ttlMs`. */
    async acquire() {
      if (!redis.isReady) return false
      try {
        if ((await redis.set(key, owner, { NX: true, PX: ttlMs })) === 'OK') return true
        const renewed = await redis.eval(RENEW, { keys: [key], arguments: [owner, String(ttlMs)] })
        return Number(renewed) === 1
      } catch {
        return false
      }
    },
    async release() {
      if (!redis.isReady) return
      await redis.eval(RELEASE, { keys: [key], arguments: [owner] }).catch(() => {})
    },
  }
}
