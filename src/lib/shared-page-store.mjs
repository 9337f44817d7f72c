import { deserialize, serialize } from 'node:v8'

const READ_DEADLINE_MS = 250
const MAX_STORED_BYTES = 4 * 1024 * 1024
const DEFAULT_TTL_SECONDS = 86_400
const MAX_TTL_SECONDS = 7 * 86_400

function withDeadline(promise, ms) {
  let timer
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

/** Until the entry expires for Next, or twice its refresh period, and never beyond a week. */
export function storedSeconds(cacheControl) {
  const revalidate = cacheControl?.revalidate
  const expire = cacheControl?.expire
  const seconds =
    typeof expire === 'number' && expire > 0
      ? expire
      : typeof revalidate === 'number' && revalidate > 0
        ? revalidate * 2
        : DEFAULT_TTL_SECONDS
  return Math.min(Math.ceil(seconds), MAX_TTL_SECONDS)
}

/**
 * The page and data cache's entries in Redis, behind each instance's own memory: what one instance
 * rendered, the others read instead of rendering it again. Keys carry the build, so instances of
 * two releases never serve each other's pages. Reads give up after a moment and writes are not
 * waited for: while Redis is slow or away an instance renders for itself, as with no Redis.
 */
export function createSharedPageStore(redis, { buildId, log = console.error }) {
  const prefix = `terrafield:cache:${buildId}:`
  let reported = false
  const report = (error) => {
    if (reported) return
    reported = true
    log(`redis: page cache unavailable (${error?.message ?? error}); rendering locally meanwhile`)
  }
  const recovered = () => {
    reported = false
  }
  return {
    async get(key) {
      if (!redis.isReady) return null
      try {
        const stored = await withDeadline(redis.get(prefix + key), READ_DEADLINE_MS)
        recovered()
        return stored ? deserialize(Buffer.from(stored, 'base64')) : null
      } catch (error) {
        report(error)
        return null
      }
    },
    set(key, entry, cacheControl) {
      if (!redis.isReady) return
      let bytes
      try {
        bytes = serialize(entry)
      } catch (error) {
        report(error)
        return
      }
      if (bytes.length > MAX_STORED_BYTES) return
      redis
        .set(prefix + key, bytes.toString('base64'), { EX: storedSeconds(cacheControl) })
        .then(recovered, report)
    },
  }
}
