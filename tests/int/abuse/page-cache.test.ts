import { describe, expect, it } from 'vitest'
import { inPool, newClient } from '../../helpers/abuse'

const client = newClient()
const junkPath = (run: string, n: number) => `/zz-junk-${run}-${n}`

/** The server's cache budget: `npm test` sets a small one, so a burst that outgrows it stays short. */
function cacheBudgetBytes(): number {
  const bytes = Number(process.env.CONTENT_CACHE_MAX_BYTES)
  if (!Number.isSafeInteger(bytes) || bytes <= 0)
    throw new Error('set CONTENT_CACHE_MAX_BYTES for the test server and the tests alike')
  return bytes
}

async function cacheStateOfHome() {
  const response = await client('/')
  await response.arrayBuffer()
  expect(response.status).toBe(200)
  return response.headers.get('x-nextjs-cache')
}

async function fetchJunk(path: string) {
  const response = await client(path)
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength }
}

describe('the page cache', () => {
  it(
    'keeps / cached through a burst of junk URLs that outgrows the whole cache',
    { timeout: 240_000 },
    async () => {
      await cacheStateOfHome()
      expect(await cacheStateOfHome()).toBe('HIT')
      const run = Math.random().toString(36).slice(2)
      const first = await fetchJunk(junkPath(run, 0))
      expect(first.status).toBe(404)
      // Each cached 404 holds its HTML and more (its RSC payload), so this many overflow the budget.
      const burst = Math.ceil((cacheBudgetBytes() * 1.25) / first.bytes)
      expect(burst).toBeGreaterThan(100)
      const answers = await inPool(
        Array.from({ length: burst }, (_, n) => junkPath(run, n + 1)),
        8,
        fetchJunk,
      )
      expect(answers.filter((junk) => junk.status === 404)).toHaveLength(burst)
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
