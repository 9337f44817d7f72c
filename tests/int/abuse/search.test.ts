import { describe, expect, it } from 'vitest'
import { answer, newClient, STACK_FRAME } from '../../helpers/abuse'

const client = newClient()
const HOSTILE_INPUT = [
  '',
  'x'.repeat(2000),
  '"',
  '*',
  'NEAR(',
  "' OR 1=1 --",
  '%_\\',
  '\u0000',
  '<script>alert(1)</script>',
]

/** [name shown in the report, query]: a long query is named by its length. */
const HOSTILE = HOSTILE_INPUT.map((q) => [q.length > 40 ? `${q.length} characters` : q, q] as const)

describe('search never answers a 500, a stack trace or unbounded work', () => {
  it.each(HOSTILE)('the search screen with q=%j', async (_name, q) => {
    const response = await answer(await client(`/search?q=${encodeURIComponent(q)}`))
    expect(response.status).toBe(200)
    expect(response.text).not.toMatch(STACK_FRAME)
    expect(response.text).not.toContain('<script>alert(1)</script>')
  })

  it.each([
    'tab=secret',
    'tab=',
    'page=-5',
    'page=99999999999999999999',
    'page=1e9',
    'page=abc',
    'q=fries&q=onion',
    'tab[]=x&page[]=2',
  ])('the search screen with %s', async (query) => {
    const response = await answer(await client(`/search?q=fries&${query}`))
    expect(response.status).toBe(200)
    expect(response.text).not.toMatch(STACK_FRAME)
  })

  it.each(HOSTILE)('suggestions for q=%j answer 200 and at most 6', async (_name, q) => {
    const response = await answer(
      await client(`/api/search/suggestions?q=${encodeURIComponent(q)}&region=us&locale=en`),
    )
    expect(response.status).toBe(200)
    expect(response.json<{ suggestions: unknown[] }>().suggestions.length).toBeLessThanOrEqual(6)
  })

  it.each(['region=atlantis&locale=en', 'region=us&locale=ko-KR', 'q=fries', ''])(
    'suggestions with %j answer 400 with a message',
    async (query) => {
      const response = await answer(await client(`/api/search/suggestions?${query}`))
      expect(response.status).toBe(400)
      expect(response.json<{ message: string }>().message).toMatch(/region/)
    },
  )

  it('GraphQL refuses an unknown tab as invalid input, and clamps wild pages', async () => {
    const post = (body: unknown) =>
      client('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const badTab = await answer(
      await post({
        query: '{ SiteSearch(query: "fries", region: "us", locale: "en", tab: secrets) { total } }',
      }),
    )
    // Payload answers GraphQL validation errors with 200 and an `errors` list, no data.
    expect(badTab.status).toBeLessThan(500)
    expect(badTab.json().errors?.[0]?.message).toMatch(/"tab" has invalid value/)
    expect(badTab.text).not.toMatch(STACK_FRAME)
    for (const page of [-5, 0, 2147483647]) {
      const found = await answer(
        await post({
          query: `{ SiteSearch(query: "fries", region: "us", locale: "en", page: ${page}) { total hits { title } } }`,
        }),
      )
      expect(found.status).toBe(200)
      expect(
        found.json<{ data: { SiteSearch: { hits: unknown[] } } }>().data.SiteSearch.hits.length,
      ).toBeLessThanOrEqual(12)
    }
  })
})
