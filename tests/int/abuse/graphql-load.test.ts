import { describe, expect, it } from 'vitest'
import { get } from '../../helpers/http'
import { aliased, newClient, postGraphql, timed } from '../../helpers/abuse'

/** Just under the anonymous cost cap (4,701 of 5,000: 100 documents × (40 + their fields)): the most expensive request allowed. */
const MOST_EXPENSIVE_ALLOWED =
  '{ Products(limit: 100) { docs { id sku categories { id } linkedRecipes { id } } } }'

/** GET / after `delayMs`, while `queries` run, each from its own address. */
async function homeWhile(queries: string[], delayMs: number) {
  const inFlight = queries.map((query) => postGraphql(newClient(), query))
  await new Promise((resolve) => setTimeout(resolve, delayMs))
  const home = await timed(async () => {
    const response = await get('/')
    await response.text()
    return response
  })
  const replies = await Promise.all(inFlight)
  return { home, replies }
}

describe('the site while GraphQL is under attack', () => {
  it('still serves / while four 500-alias queries are in flight', async () => {
    const { home, replies } = await homeWhile(
      Array(4).fill(aliased(500, 'Products(limit: 100) { docs { id sku } }')),
      0,
    )
    expect(home.value.status).toBe(200)
    expect(home.ms).toBeLessThan(5_000)
    for (const reply of replies) expect(reply.json().errors?.length).toBeGreaterThan(0)
  })

  it('still serves / within 5 s while four of the most expensive allowed queries run', async () => {
    const { home, replies } = await homeWhile(Array(4).fill(MOST_EXPENSIVE_ALLOWED), 200)
    expect(replies.every((reply) => reply.status === 200 && !reply.json().errors)).toBe(true)
    expect(home.value.status).toBe(200)
    expect(home.ms).toBeLessThan(5_000)
  })
})
