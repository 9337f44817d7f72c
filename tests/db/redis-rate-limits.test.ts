import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiRateLimit } from '../../server/api-rate-limit.mjs'
import { createLimiter } from '@/lib/rate-limit'
import { connectRedis } from '@/lib/redis-client.mjs'
import { redisMissing, startRedis, type TestRedis } from '../helpers/redis'

type Client = ReturnType<typeof connectRedis>

const missing = redisMissing()
if (missing) console.warn(`rate limits in Redis are skipped: ${missing}`)

/** Two instances of the site are two processes with a connection each: two clients here. */
describe.skipIf(missing)('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: TestRedis
  let instanceA: Client
  let instanceB: Client
  const log: string[] = []

  beforeAll(async () => {
    redis = await startRedis()
    instanceA = connectRedis(redis.url, { log: (line) => log.push(line) })
    instanceB = connectRedis(redis.url, { log: (line) => log.push(line) })
    const deadline = Date.now() + 5000
    while (!(instanceA.isReady && instanceB.isReady)) {
      if (Date.now() > deadline) throw new Error('the clients did not connect')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })

  afterAll(async () => {
    for (const client of [instanceA, instanceB]) client.destroy()
    await redis?.stop()
  })

  const limiterOn = (client: Client, keyPrefix: string, points = 3) =>
    createLimiter({ keyPrefix, points, durationSeconds: 60 }, client as never)

  it('counts a form limit across instances: what one spends, the other sees', async () => {
    const [a, b] = [limiterOn(instanceA, 'forms-shared'), limiterOn(instanceB, 'forms-shared')]
    expect(await a.consume('203.0.113.7')).toEqual({ allowed: true, remaining: 2 })
    expect(await b.consume('203.0.113.7')).toEqual({ allowed: true, remaining: 1 })
    expect(await a.consume('203.0.113.7')).toEqual({ allowed: true, remaining: 0 })
    expect(await b.consume('203.0.113.7')).toMatchObject({ allowed: false })
    expect(await a.peek('203.0.113.7')).toMatchObject({ allowed: false })
    expect(await b.consume('198.51.100.1')).toEqual({ allowed: true, remaining: 2 })
  })

  it('keeps the rules of the in-memory limiter: a refusal spends nothing, a reward gives back', async () => {
    const [a, b] = [limiterOn(instanceA, 'rules', 2), limiterOn(instanceB, 'rules', 2)]
    await a.consume('k')
    await b.consume('k')
    expect(await a.consume('k')).toMatchObject({ allowed: false })
    await b.reward('k')
    expect(await a.consume('k')).toEqual({ allowed: true, remaining: 0 })
    await a.reset('k')
    expect(await b.peek('k')).toEqual({ allowed: true, remaining: 2 })
  })

  it('counts the API limit across instances, in front of Next', async () => {
    const apiA = createApiRateLimit({ limit: 2, windowSeconds: 60, redis: instanceA })
    const apiB = createApiRateLimit({ limit: 2, windowSeconds: 60, redis: instanceB })
    expect(await apiA('/api/graphql', '192.0.2.9')).toBeNull()
    expect(await apiB('/api/graphql', '192.0.2.9')).toBeNull()
    expect(await apiA('/api/graphql', '192.0.2.9')).toBeGreaterThan(0)
    expect(await apiB('/api/media/file/x.webp', '192.0.2.9')).toBeNull()
  })

  it('keeps answering while Redis is down, counting per instance, and shares again once it is back', async () => {
    await redis.stop()
    await expect.poll(() => instanceA.isReady, { timeout: 5000 }).toBe(false)
    const a = limiterOn(instanceA, 'outage', 2)
    expect(await a.consume('k')).toEqual({ allowed: true, remaining: 1 })
    expect(await a.consume('k')).toEqual({ allowed: true, remaining: 0 })
    expect(await a.consume('k')).toMatchObject({ allowed: false })
    expect(log.some((line) => line.startsWith('redis: '))).toBe(true)

    await redis.start()
    await expect.poll(() => instanceA.isReady && instanceB.isReady, { timeout: 10_000 }).toBe(true)
    const [afterA, afterB] = [limiterOn(instanceA, 'after', 2), limiterOn(instanceB, 'after', 2)]
    await afterA.consume('k')
    expect(await afterB.consume('k')).toEqual({ allowed: true, remaining: 0 })
  })
})
