import { beforeAll, describe, expect, it } from 'vitest'
import { editorToken } from '../../helpers/http'
import { asEditor, type Fetcher, newClient } from '../../helpers/abuse'

const INTERNAL = [
  'global-settings',
  'navigation-bars',
  'footers',
  'email-domain-blocklist',
  'distributors',
]

interface List {
  docs?: unknown[]
  limit?: number
  totalDocs?: number
}

let client: Fetcher
let token: string

const list = async (path: string, editor = false) => {
  const response = await client(path, {
    headers: editor ? asEditor(token) : {},
  })
  return { status: response.status, body: (await response.json()) as List }
}

/** docs[0].linkedProducts[0].brand.logoFullColour: a relationship three levels below a recipe. */
const thirdLevel = (body: List) =>
  (body.docs?.[0] as { linkedProducts?: { brand?: { logoFullColour?: unknown } }[] } | undefined)
    ?.linkedProducts?.[0]?.brand?.logoFullColour

beforeAll(async () => {
  client = newClient()
  token = await editorToken()
})

describe('anonymous REST list caps', () => {
  it.each(['0', '-5', '100000', 'abc'])('limit=%s answers at most 100 documents', async (limit) => {
    const { status, body } = await list(`/api/products?limit=${limit}&depth=0`)
    expect(status).toBe(200)
    expect(body.limit).toBeGreaterThan(0)
    expect(body.limit).toBeLessThanOrEqual(100)
    expect(body.docs?.length).toBeLessThanOrEqual(100)
  })

  it('clamps depth: a relationship three levels down stays an id for strangers, not for editors', async () => {
    const path = '/api/recipes?depth=10&limit=1&where[linkedProducts][exists]=true'
    const editor = await list(path, true)
    expect(thirdLevel(editor.body)).toEqual(expect.objectContaining({ id: expect.any(Number) }))
    const stranger = await list(path)
    expect(typeof thirdLevel(stranger.body)).toBe('number')
  })
})

describe('collections closed to anonymous callers', () => {
  it.each(INTERNAL)(
    '/api/%s lists nothing anonymously but everything for an editor',
    async (slug) => {
      const stranger = await list(`/api/${slug}`)
      expect(
        stranger.status === 403 || (stranger.status === 200 && stranger.body.totalDocs === 0),
        JSON.stringify(stranger),
      ).toBe(true)
      const editor = await list(`/api/${slug}`, true)
      expect(editor.status).toBe(200)
      expect(editor.body.totalDocs).toBeGreaterThan(0)
    },
  )

  it('/api/media refuses an anonymous listing', async () => {
    const stranger = await list('/api/media')
    expect(stranger.status).toBe(403)
    expect(stranger.body.docs).toBeUndefined()
  })

  it('/api/og is not an endpoint', async () => {
    expect((await client('/api/og')).status).toBe(404)
  })
})
