import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRedis } from '@/lib/redis-client.mjs'
import { createRedisLease } from '@/lib/redis-lease.mjs'
import { redisMissing, startRedis, type TestRedis } from '../helpers/redis'

type Client = ReturnType<typeof connectRedis>

const missing = redisMissing()
if (missing) console.warn(`the Redis lease is skipped: ${missing}`)

async function ready(client: Client) {
  const deadline = Date.now() + 5000
  while (!client.isReady) {
    if (Date.now() > deadline) throw new Error('the client did not connect')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The job queue on several instances: one process runs it at a time, another takes over. */
describe.skipIf(missing)('a lease held by one instance at a time (REDIS_URL)', () => {
  let redis: TestRedis
  let a: Client
  let b: Client

  beforeAll(async () => {
    redis = await startRedis()
    a = connectRedis(redis.url, { log: () => {} })
    b = connectRedis(redis.url, { log: () => {} })
    await Promise.all([ready(a), ready(b)])
  })

  afterAll(async () => {
    a?.destroy()
    b?.destroy()
    await redis?.stop()
  })

  it('is held by the first to ask, renewed by it, and refused to the other meanwhile', async () => {
    const [first, second] = [
      createRedisLease(a, 'jobs-1', { ttlMs: 300 }),
      createRedisLease(b, 'jobs-1', { ttlMs: 300 }),
    ]
    expect(await first.acquire()).toBe(true)
    expect(await second.acquire()).toBe(false)
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 150))
      expect(await first.acquire()).toBe(true)
      expect(await second.acquire()).toBe(false)
    }
  })

  it('passes to another instance when its holder releases it or stops renewing', async () => {
    const [first, second] = [
      createRedisLease(a, 'jobs-2', { ttlMs: 300 }),
      createRedisLease(b, 'jobs-2', { ttlMs: 300 }),
    ]
    expect(await first.acquire()).toBe(true)
    await first.release()
    expect(await second.acquire()).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(await first.acquire()).toBe(true)
    expect(await second.acquire()).toBe(false)
  })

  it('is held by nobody while Redis is unreachable, so the work waits rather than runs twice', async () => {
    const lease = createRedisLease(a, 'jobs-3', { ttlMs: 300 })
    await redis.stop()
    const deadline = Date.now() + 5000
    while (a.isReady && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await lease.acquire()).toBe(false)
    await redis.start()
    await ready(a)
    expect(await lease.acquire()).toBe(true)
  })
})
