import { describe, expect, it } from 'vitest'
import { answer, newClient, STACK_FRAME } from '../../helpers/abuse'

const client = newClient()
const manual = (path: string) => client(path, { redirect: 'manual' })
const FINDER = '/find-a-distributor'

/** Next repeats the Location header of a redirect rendered on a cache miss (same value twice). */
const locations = (response: { headers: Headers }) =>
  (response.headers.get('location') ?? '').split(', ').filter(Boolean)

describe('the distributor finder never answers a 500, a stack trace or a redirect off the site', () => {
  it('the no-script form lands on the search’s own URL, results in view', async () => {
    const response = await manual(
      `/api/distributor-finder?path=%2Ffind-a-distributor&name=lakes&postcode=&state=il`,
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      `${FINDER}/name=lakes&state=IL#distributor-results`,
    )
  })

  it('a search answers its results, and the count through the plural helper', async () => {
    const response = await answer(await manual(`${FINDER}/postcode=60601`))
    expect(response.status).toBe(200)
    expect(response.text).toMatch(/\d+ distributors? found/)
    expect(response.text).toContain('href="tel:+1')
  })

  it.each([
    ['no path', 'name=x'],
    ['another host', 'path=%2F%2Fevil.example%2Fx'],
    ['a scheme', 'path=https%3A%2F%2Fevil.example'],
    ['a backslash host', 'path=%2F%5Cevil.example'],
    ['a long path', `path=%2F${'a'.repeat(600)}`],
  ])('the form endpoint refuses %s with 400', async (_name, query) => {
    const response = await answer(await manual(`/api/distributor-finder?${query}`))
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
  })

  it('a huge form or another method is refused', async () => {
    const huge = await manual(`/api/distributor-finder?path=%2Fx&name=${'a'.repeat(5000)}`)
    expect([414, 431]).toContain(huge.status)
    const post = await client('/api/distributor-finder?path=%2Fx', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })

  it.each([
    ['a huge name', `name=${'x'.repeat(3000)}`],
    ['a name past its limit', `name=${'y'.repeat(300)}`],
    ['page 999999', 'name=a&page=999999'],
    ['a negative page', 'name=a&page=-1'],
    ['invalid UTF-8 escapes', 'name=%C3%28&postcode=%FF%FE'],
    ['a broken escape', 'name=%E0%A4%A'],
    ['SQL', "name=' OR 1=1 --&state=IL"],
    ['LIKE wildcards', 'name=%25%25%25_&postcode=%25'],
    ['an unknown state', 'state=ZZ'],
    ['a script', 'name=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a bad ZIP', 'postcode=ABCDE'],
    ['a non-SKU product', 'product=..%2F..%2Fadmin'],
    ['prototype keys', '__proto__=1&constructor=2'],
  ])(
    'the finder page with %s answers a clean page or moves to a clean URL',
    async (_name, state) => {
      const response = await answer(await manual(`${FINDER}/${state}`))
      expect([200, 308, 400, 404]).toContain(response.status)
      expect(response.text).not.toMatch(STACK_FRAME)
      expect(response.text).not.toContain('<script>alert(1)')
      for (const location of locations(response))
        expect(location).toMatch(/^\/find-a-distributor(\/|$)/)
    },
  )

  it('page 999999 is clamped, then answers the empty state, not an error', async () => {
    const moved = await manual(`${FINDER}/name=a&page=999999`)
    expect(moved.status).toBe(308)
    expect(locations(moved)[0]).toBe(`${FINDER}/name=a&page=500`)
    const page = await answer(await manual(`${FINDER}/name=a&page=500`))
    expect(page.status).toBe(200)
    expect(page.text).toContain('No Distributors Found')
  })

  it('an invalid ZIP shows the validation message, not results', async () => {
    const page = await answer(await manual(`${FINDER}/postcode=1234`))
    expect(page.status).toBe(200)
    expect(page.text).toContain('Invalid ZIP code')
    expect(page.text).not.toMatch(/distributors? found/)
  })
})
