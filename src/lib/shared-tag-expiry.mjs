/**
 * Several instances: a publish expires cache tags on the instance that saw it; this tells every
 * other instance within moments. Each expiry is written to a Redis hash (tag → time) and announced
 * on a channel; every instance applies what it hears to its own record, and reads the whole hash
 * whenever its subscription (re)connects, so nothing announced while it was away is missed.
 * Expiries made while Redis is unreachable are kept and sent once it is back.
 *
 * What another instance announces is recorded at the time it arrives here, if that is later: a page
 * this instance cached before hearing of the publish is dropped even when the clocks disagree.
 */
export const TAG_EXPIRY_KEY = 'terrafield:tag-expiry'

const parseAnnouncement = (message) => {
  try {
    const { tags, at } = JSON.parse(message)
    return Array.isArray(tags) &&
      tags.every((tag) => typeof tag === 'string') &&
      Number.isFinite(at)
      ? { tags, at }
      : null
  } catch {
    return null
  }
}

export function shareTagExpiry(tagExpiry, redis, { log = console.error } = {}) {
  const subscriber = redis.duplicate()
  const pending = new Map()

  async function send() {
    if (!redis.isReady || pending.size === 0) return
    const batch = new Map(pending)
    pending.clear()
    const byTime = new Map()
    for (const [tag, at] of batch) byTime.set(at, [...(byTime.get(at) ?? []), tag])
    try {
      await redis.hSet(
        TAG_EXPIRY_KEY,
        Object.fromEntries([...batch].map(([t, at]) => [t, String(at)])),
      )
      for (const [at, tags] of byTime)
        await redis.publish(TAG_EXPIRY_KEY, JSON.stringify({ tags, at }))
    } catch (error) {
      for (const [tag, at] of batch) if ((pending.get(tag) ?? -Infinity) < at) pending.set(tag, at)
      log(`redis: tag expiry not shared yet (${error.message}); retried on reconnect`)
    }
  }

  async function catchUp() {
    try {
      if (!redis.isReady) return
      const all = await redis.hGetAll(TAG_EXPIRY_KEY)
      for (const [tag, at] of Object.entries(all)) {
        const time = Number(at)
        if (Number.isFinite(time)) tagExpiry.expireLocally([tag], Math.max(time, Date.now()))
      }
      tagExpiry.markComplete(true)
    } catch (error) {
      log(`redis: could not read the tag expiries (${error.message})`)
    }
  }

  // Until it has read what the others announced, and again whenever Redis is lost.
  tagExpiry.markComplete(false)
  redis.on('error', () => tagExpiry.markComplete(false))
  redis.on('end', () => tagExpiry.markComplete(false))
  subscriber.on('error', () => tagExpiry.markComplete(false))
  subscriber.on('ready', () => void catchUp())
  const stopListening = tagExpiry.onExpire((tags, at) => {
    for (const tag of tags) if ((pending.get(tag) ?? -Infinity) < at) pending.set(tag, at)
    void send()
  })
  // After an outage: send what waited, and read what others announced meanwhile.
  redis.on('ready', () => void send().then(catchUp))
  const subscribed = subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(TAG_EXPIRY_KEY, (message) => {
        const announcement = parseAnnouncement(message)
        if (announcement)
          tagExpiry.expireLocally(announcement.tags, Math.max(announcement.at, Date.now()))
      }),
    )
    .then(catchUp)
    .catch(() => {})

  return {
    /** Resolves once the subscription is listening (tests and start-up). */
    ready: () => subscribed,
    stop() {
      stopListening()
      subscriber.destroy()
    },
  }
}
