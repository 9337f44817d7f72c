import { afterEach, describe, expect, it, vi } from 'vitest'

const readEnv = async (settings: Record<string, string>) => {
  vi.resetModules()
  vi.unstubAllEnvs()
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value)
  const { env } = await import('./env')
  return env
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('env', () => {
  it('takes a bucket with a whole key, or with none (the SDK finds its own)', async () => {
    const withKey = await readEnv({
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(withKey()).toMatchObject({ S3_BUCKET: 'media', S3_REGION: 'us-east-1' })
    expect((await readEnv({ S3_BUCKET: 'media' }))().S3_ACCESS_KEY_ID).toBeUndefined()
  })

  it('refuses half a key, naming what to set', async () => {
    const env = await readEnv({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })
    expect(() => env()).toThrow(/S3_SECRET_ACCESS_KEY: set both/)
  })

  it('refuses a Redis URL of another scheme', async () => {
    const env = await readEnv({ REDIS_URL: 'http://127.0.0.1:6379' })
    expect(() => env()).toThrow(/REDIS_URL: a redis:\/\/ or rediss:\/\/ URL/)
  })
})
