import { describe, expect, it } from 'vitest'
import { answer, newClient, postGraphql, STACK_FRAME } from '../../helpers/abuse'

const client = newClient()
const manual = (path: string) => client(path, { redirect: 'manual' })

describe('facet listings never answer a 500, a stack trace or a redirect off the site', () => {
  it('the no-script form lands on the state’s own URL', async () => {
    const response = await manual(
      '/api/listing?path=%2Ffries&brand=zeta&brand=alpha&fryType=&sort=title-desc',
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/fries/brand=alpha,zeta&sort=title-desc')
  })

  it.each([
    ['no path', ''],
    ['another host', 'path=%2F%2Fevil.example%2Fx'],
    ['a scheme', 'path=https%3A%2F%2Fevil.example'],
    ['a backslash host', 'path=%2F%5Cevil.example'],
    ['javascript', 'path=javascript%3Aalert(1)'],
    ['a query in the path', 'path=%2Ffries%3Fx%3D1'],
    ['a dot-dot path', 'path=%2Ffries%2F..%2F..%2Fadmin'],
    ['a long path', `path=%2F${'a'.repeat(600)}`],
  ])('the form endpoint refuses %s with 400', async (_name, query) => {
    const response = await answer(await manual(`/api/listing?${query}&brand=x`))
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    expect(response.json<{ message: string }>().message).toMatch(/listing page/)
  })

  it('a flood of form fields is bounded; other methods are refused', async () => {
    const flood = Array.from({ length: 3000 }, (_, i) => `a${i % 50}=v${i}`).join('&')
    const response = await manual(`/api/listing?path=%2Ffries&${flood}`)
    // Node's parser refuses a request line past 16 KB (431) before the site sees it.
    expect([303, 414, 431]).toContain(response.status)
    expect((response.headers.get('location') ?? '').length).toBeLessThan(4000)
    const post = await client('/api/listing?path=%2Ffries', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })

  it.each([
    "brand=' OR 1=1 --",
    'brand=%22*NEAR(',
    'secret=1&password=x',
    'sort=id%3BDROP%20TABLE',
    'page=99999999',
    'page=-1',
    'shelfLife=1e309..',
  ])('the listing page with %s answers a clean page or moves to a clean URL', async (state) => {
    const response = await answer(await manual(`/fries/${state}`))
    expect([200, 308]).toContain(response.status)
    expect(response.text).not.toMatch(STACK_FRAME)
    // Next repeats the Location header of a redirect rendered on a cache miss (same value twice).
    for (const location of (response.headers.get('location') ?? '').split(', ').filter(Boolean))
      expect(location).toMatch(/^\/fries(\/|$)/)
  })

  it('a state after a page without a listing, or an overlong one, is not found', async () => {
    expect((await answer(await manual('/about-us/brand=acme'))).status).toBe(404)
    const overlong = await answer(await manual(`/fries/brand=${'x'.repeat(2500)}`))
    expect(overlong.status).toBe(404)
    expect(overlong.text).not.toMatch(STACK_FRAME)
  })

  it('GraphQL: unknown templates answer null; huge refinements are bounded', async () => {
    const unknown = await postGraphql(
      client,
      '{ FacetListing(template: 999999, region: "us", locale: "en") { total } }',
    )
    expect(unknown.status).toBe(200)
    expect(unknown.json<{ data: { FacetListing: null } }>().data.FacetListing).toBeNull()
    const values = JSON.stringify(Array.from({ length: 200 }, (_, i) => `v${i}`))
    const refinements = Array.from(
      { length: 40 },
      (_, i) => `{ attribute: "brand${i}", values: ${values} }`,
    ).join(', ')
    for (const template of [1, 2, 3]) {
      const found = await postGraphql(
        client,
        `{ FacetListing(template: ${template}, region: "us", locale: "en", refinements: [${refinements}], page: 2147483647) { total hits { title } } }`,
      )
      expect(found.status).toBeLessThan(500)
      expect(found.text).not.toMatch(STACK_FRAME)
    }
    const cards = await postGraphql(
      client,
      '{ IndexCards(collection: "users", region: "us", locale: "en", limit: 100000) { total hits { title } } }',
    )
    expect(cards.json<{ data: { IndexCards: { total: number } } }>().data.IndexCards.total).toBe(0)
  })
})
