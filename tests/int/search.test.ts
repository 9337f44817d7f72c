import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, editorToken, get, graphql } from '../helpers/http'

const WORD = `quarzel${Date.now().toString(36)}`
const SITE_SEARCH = `query ($query: String!, $region: String!, $locale: String!, $tab: SiteSearchTab) {
  SiteSearch(query: $query, region: $region, locale: $locale, tab: $tab) {
    total
    counts { products recipes brands pages blogs other }
    hits { title sku kind link { relationTo sku slug } }
  }
}`

interface Found {
  SiteSearch: { total: number; hits: { title: string; sku: string | null }[] }
}

let token: string
let productId: number | undefined

async function rest(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as { doc: { id: number } }
}

/** The page's HTML without React's text separators (`a<!-- --> b`). */
const page = async (path: string) => (await (await get(path)).text()).replaceAll('<!-- -->', '')

const search = async (query: string, region = 'us', locale = 'en') =>
  (await graphql<Found>(SITE_SEARCH, { query, region, locale })).body.data?.SiteSearch

/** Polls for at most 5 s: the promise for a publish to be findable. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + 5000
  while (Date.now() < until) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return check()
}

describe('site search over the CMS GraphQL API and the search screen', () => {
  beforeAll(async () => {
    token = await editorToken()
  })

  afterAll(async () => {
    if (productId)
      await fetch(`${baseUrl()}/api/products/${productId}`, {
        method: 'DELETE',
        headers: { authorization: `JWT ${token}` },
      })
  })

  it('finds seeded content of the region and locale only', async () => {
    const us = await search('onion rings')
    expect(us?.total).toBeGreaterThan(0)
    expect(us?.hits[0]?.title).toMatch(/onion ring/i)
    const korea = await search('어니언', 'korea', 'ko-KR')
    expect(korea?.hits.map((hit) => hit.title).join(' ')).toContain('어니언')
    expect((await search('어니언'))?.total).toBe(0)
  })

  it('an exact SKU comes first', async () => {
    expect((await search('TF-10001'))?.hits[0]?.sku).toBe('TF-10001')
  })

  it('a product an editor publishes is findable within 5 s, and gone when unpublished', async () => {
    productId = (
      await rest('POST', 'products', {
        sku: `TF-9${Date.now().toString().slice(-4)}`,
        slug: `${WORD}-fries`,
        marketingName: `${WORD} fries`,
        regionTags: ['regionUs'],
        _status: 'published',
      })
    ).doc.id
    expect(await eventually(async () => (await search(WORD))?.total === 1)).toBe(true)
    expect(await page(`/search?q=${WORD}`)).toContain(`${WORD} fries`)

    await rest('PATCH', `products/${productId}`, { _status: 'draft' })
    expect(await eventually(async () => (await search(WORD))?.total === 0)).toBe(true)
    expect(await page(`/search?q=${WORD}`)).not.toContain(`${WORD} fries`)
  })

  it('the search screen is noindex, has every tab with its count, and says when nothing matched', async () => {
    const html = await page('/search?q=fries&tab=recipes')
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
    for (const tab of ['All', 'Products', 'Recipes', 'Brands', 'Pages', 'Blogs', 'Other'])
      expect(html).toMatch(new RegExp(`>${tab} <span[^>]*>\\(\\d+\\)`))
    expect(html).toContain('aria-current="page"')
    const none = await page('/search?q=zzqqxxnothing')
    expect(none).toContain('Sorry, no results were found.')
    const mexico = await page('/mexico/search?q=zzqqxxnothing')
    expect(mexico).toContain('Lo sentimos, no se encontraron resultados.')
  })

  it('results link with the routing helpers: translated segments in mexico', async () => {
    const html = await page('/mexico/search?q=papas&tab=recipes')
    expect(html).toMatch(/href="\/mexico\/receta\/[a-z0-9-]+"/)
  })
})
