import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, graphql } from '../helpers/http'

const AT = '2025-03-01T10:00:00.000Z'
const NAME = 'Straight Cut Fries 3/8"'

interface Item {
  sku: string
  slug: string
  name: string
  href: string
  contentType: string
  favoriteTimestamp: string
}

async function post(body: string | object, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}/api/favorites`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return {
    status: response.status,
    text,
    json: () => JSON.parse(text) as { items?: Item[]; message?: string },
  }
}

const request = (favorites: object[], regionId = 'us', locale = 'en') => ({
  regionId,
  locale,
  kind: 'products',
  favorites,
})

let slugOf: Record<string, string>

beforeAll(async () => {
  const { body } = await graphql<{ Products: { docs: { sku: string; slug: string }[] } }>(`
    {
      Products(where: { sku: { in: ["TF-10001", "TF-10002", "TF-10003"] } }) {
        docs {
          sku
          slug
        }
      }
    }
  `)
  slugOf = Object.fromEntries((body.data?.Products.docs ?? []).map((doc) => [doc.sku, doc.slug]))
})

describe('POST /api/favorites', () => {
  it('resolves favorites by sku as cards tagged Product with their favorite metadata', async () => {
    const answer = await post(
      request([{ slug: 'any-slug', sku: 'TF-10001', favoriteTimestamp: AT }]),
    )
    expect(answer.status).toBe(200)
    const items = answer.json().items ?? []
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      sku: 'TF-10001',
      name: NAME,
      href: '/products/TF-10001',
      contentType: 'Product',
      favoriteTimestamp: AT,
    })
  })

  it('resolves sku-less entries by slug, after the sku matches and without duplicates', async () => {
    const fries = slugOf['TF-10001'] ?? ''
    const crinkle = slugOf['TF-10003'] ?? ''
    expect(fries && crinkle).toBeTruthy()
    const answer = await post(
      request([
        { slug: crinkle, favoriteTimestamp: AT },
        { slug: fries, favoriteTimestamp: AT },
        { slug: 'x', sku: 'TF-10002', favoriteTimestamp: AT },
        { slug: 'y', sku: 'TF-10001', favoriteTimestamp: AT },
      ]),
    )
    expect(answer.status).toBe(200)
    expect((answer.json().items ?? []).map((item) => item.sku)).toEqual([
      'TF-10002',
      'TF-10001',
      'TF-10003',
    ])
  })

  it("leaves out products the region does not carry, and speaks the request's locale", async () => {
    const us = await post(request([{ slug: 'x', sku: 'TF-10010', favoriteTimestamp: AT }]))
    expect(us.json().items).toEqual([])
    const au = await post(request([{ slug: 'x', sku: 'TF-10010', favoriteTimestamp: AT }], 'au'))
    expect(au.json().items?.[0]?.href).toBe('/au/products/TF-10010')
    const mexico = await post(
      request([{ slug: 'x', sku: 'TF-10001', favoriteTimestamp: AT }], 'mexico', 'es'),
    )
    expect(mexico.json().items?.[0]?.href).toBe('/mexico/productos/TF-10001')
  })

  it('answers 400 with a JSON message for bad JSON, an unknown region, an unserved locale or a bad entry', async () => {
    for (const body of [
      '{"regionId":',
      request([], 'atlantis'),
      request([], 'japan', 'es'),
      request([{ sku: 5 }]),
      { ...request([]), kind: 'pages' },
    ]) {
      const answer = await post(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.json().message).toBeTruthy()
      expect(answer.text).not.toMatch(/\bat \S+:\d+/)
    }
  })

  it('answers 413 for a body over 64 KB', async () => {
    const answer = await post({ ...request([]), padding: 'x'.repeat(70 * 1024) })
    expect(answer.status).toBe(413)
    expect(answer.json().message).toBeTruthy()
  })

  it('answers only POST', async () => {
    const response = await fetch(`${baseUrl()}/api/favorites`)
    expect(response.status).toBe(405)
  })
})
