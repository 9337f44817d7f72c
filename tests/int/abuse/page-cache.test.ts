import { describe, expect, it } from 'vitest'
import { inPool, newClient } from '../../helpers/abuse'

const JUNK_PATHS = 3_000
const client = newClient()

async function cacheStateOfHome() {
  const response = await client('/')
  await response.arrayBuffer()
  expect(response.status).toBe(200)
  return response.headers.get('x-nextjs-cache')
}

describe('the page cache', () => {
  it(
    'keeps / cached through a burst of 3,000 distinct junk URLs',
    { timeout: 150_000 },
    async () => {
      await cacheStateOfHome()
      expect(await cacheStateOfHome()).toBe('HIT')
      const run = Math.random().toString(36).slice(2)
      const statuses = await inPool(
        Array.from({ length: JUNK_PATHS }, (_, n) => `/zz-junk-${run}-${n}`),
        20,
        async (path) => {
          const response = await client(path)
          await response.arrayBuffer()
          return response.status
        },
      )
      expect(statuses.filter((status) => status === 404)).toHaveLength(JUNK_PATHS)
      expect(await cacheStateOfHome()).toBe('HIT')
    },
  )

  it('lets a shared cache keep a 404 for a minute, not a day', async () => {
    const response = await client(`/zz-junk-${Math.random().toString(36).slice(2)}`)
    await response.arrayBuffer()
    expect(response.status).toBe(404)
    const cacheControl = response.headers.get('cache-control') ?? ''
    expect(cacheControl).toMatch(/\bs-maxage=60\b/)
    expect(cacheControl).not.toContain('86400')
  })
})
