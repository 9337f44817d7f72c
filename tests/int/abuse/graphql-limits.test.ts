import { beforeAll, describe, expect, it } from 'vitest'
import { editorToken } from '../../helpers/http'
import { aliased, asEditor, type Fetcher, newClient, postGraphql, timed } from '../../helpers/abuse'

const CHEAP = 'Products(limit: 1) { docs { id } }'
const WIDE = 'Products(limit: 100) { docs { id sku categories { id } linkedRecipes { id } } }'

/** Products → linkedRecipes → linkedProducts → … nested past the depth cap (12). */
const deepQuery = () => {
  let selection = 'id'
  for (let level = 0; level < 8; level++)
    selection = `linkedRecipes { id linkedProducts { id ${selection} } }`
  return `{ Products(limit: 1) { docs { id ${selection} } } }`
}

let client: Fetcher
let token: string

beforeAll(async () => {
  client = newClient()
  token = await editorToken()
})

describe('GraphQL limits for anonymous callers', () => {
  it('refuse 500 aliases of a 100-document list quickly, with an error', async () => {
    const { value: reply, ms } = await timed(() =>
      postGraphql(client, aliased(500, 'Products(limit: 100) { docs { id sku } }')),
    )
    expect(ms).toBeLessThan(5_000)
    expect(reply.status).toBeLessThan(500)
    expect(reply.json().errors?.[0]?.message).toMatch(/alias|token/i)
  })

  it('refuse more aliases than the cap with an error that names aliases', async () => {
    const reply = await postGraphql(client, aliased(20, CHEAP))
    expect(reply.status, reply.text).toBeLessThan(500)
    expect(
      reply
        .json()
        .errors?.map((error) => error.message)
        .join(' '),
    ).toMatch(/alias/i)
  })

  it('refuse a query nested deeper than the cap with an error that names depth', async () => {
    const reply = await postGraphql(client, deepQuery())
    expect(reply.status, reply.text).toBeLessThan(500)
    expect(
      reply
        .json()
        .errors?.map((error) => error.message)
        .join(' '),
    ).toMatch(/depth/i)
  })

  it('refuse an expensive query within the alias cap as too expensive', async () => {
    const reply = await postGraphql(client, aliased(15, WIDE))
    expect(reply.json().errors?.[0]?.message).toMatch(/too expensive/i)
    expect(reply.json<{ data?: unknown }>().data ?? null).toBeNull()
  })

  it('clamp a list limit of 1000 to at most 100 documents', async () => {
    const reply = await postGraphql(client, '{ Products(limit: 1000) { docs { id } limit } }')
    const list = reply.json<{
      data: { Products: { docs: unknown[]; limit: number } }
    }>().data.Products
    expect(list.limit).toBeLessThanOrEqual(100)
    expect(list.docs.length).toBeLessThanOrEqual(100)
  })
})

describe('GraphQL limits for editors', () => {
  it('do not hold an editor to the alias or depth caps', async () => {
    const many = await postGraphql(client, aliased(20, CHEAP), asEditor(token))
    expect(Object.keys(many.json<{ data?: object }>().data ?? {})).toHaveLength(20)
    const deep = await postGraphql(client, deepQuery(), asEditor(token))
    expect(deep.json().errors).toBeUndefined()
    expect(
      deep.json<{ data?: { Products: { docs: unknown[] } } }>().data?.Products.docs,
    ).toHaveLength(1)
  })
})
