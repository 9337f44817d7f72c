import { describe, expect, it } from 'vitest'
import { type Fetcher, inPool, newClient } from '../../helpers/abuse'

/** The budget is one per client for all of /api; the cheapest path spends it fastest. */
const CHEAP = '/api/users/me'
const PRODUCTS = '/api/products?limit=1&depth=0'
const BUDGET = 300

async function burst(
  client: Fetcher,
  path: string,
  count: number,
  headers: (n: number) => Record<string, string> = () => ({}),
) {
  return inPool(
    Array.from({ length: count }, (_, n) => n),
    10,
    async (n) => {
      const response = await client(path, { headers: headers(n) })
      await response.arrayBuffer()
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
      }
    },
  )
}

const spoofing = (n: number) => ({
  'x-forwarded-for': `1.2.3.${n + 1}`,
  'x-real-ip': `1.2.3.${n + 1}`,
  'x-client-address': `1.2.3.${n + 1}`,
})

describe('the per-client API budget', () => {
  it('answers 429 with retry-after past 300 requests a minute; spoofed headers do not escape it; others are still served', async () => {
    const client = newClient()
    const first = await burst(client, CHEAP, BUDGET + 1)
    const refused = first.filter((reply) => reply.status === 429)
    expect(first.filter((reply) => reply.status === 200).length).toBeGreaterThan(BUDGET - 10)
    expect(refused.length).toBeGreaterThan(0)
    expect(Number(refused[0]?.retryAfter)).toBeGreaterThan(0)

    const products = await burst(client, PRODUCTS, 5, spoofing)
    expect(products.map((reply) => reply.status)).toEqual([429, 429, 429, 429, 429])
    expect(products.every((reply) => Number(reply.retryAfter) > 0)).toBe(true)

    const other = await newClient()(PRODUCTS)
    expect(other.status).toBe(200)
  })
})
