import { beforeAll, describe, expect, it } from 'vitest'
import { answer, newClient, STACK_FRAME, timed } from '../../helpers/abuse'
import { EVERY_REGION_ANSWERS, resultsPath, seededFinderId } from '../../helpers/product-finder'

const client = newClient()
const RESULTS = '/api/product-finder/results'
let finder: number

beforeAll(async () => {
  finder = await seededFinderId()
})

const HOSTILE = [
  '',
  'x'.repeat(2000),
  "' OR 1=1 --",
  '%_\\',
  '\u0000',
  '<script>alert(1)</script>',
  '__proto__',
  'fries,'.repeat(40),
  '*,fries',
]

describe('the product finder endpoint never answers a 500, a stack trace or unbounded work', () => {
  it.each(HOSTILE.map((value, i) => [i, value] as const))(
    'hostile answer #%i is refused with a 400',
    async (_index, value) => {
      const response = await answer(await client(resultsPath(finder, [value, '*', '*', '*'])))
      expect(response.status).toBe(400)
      expect(response.text).not.toMatch(STACK_FRAME)
      expect(response.text).not.toContain('<script>')
      expect(response.json<{ message: string }>().message).toBeTruthy()
    },
  )

  it.each([
    ['no parameters', ''],
    ['an unknown region', 'region=atlantis&locale=en&finder=1&a=fries'],
    ['a locale the region does not serve', 'region=korea&locale=pt-BR&finder=1&a=fries'],
    ['a finder that is not a number', 'region=us&locale=en&finder=1%20OR%201&a=fries'],
    ['a huge finder id', 'region=us&locale=en&finder=99999999999999999999&a=fries'],
    ['array syntax', 'region[]=us&locale[]=en&finder[]=1&a[]=fries'],
    ['eleven answers', `region=us&locale=en&finder=1${'&a=*'.repeat(11)}`],
  ])('%s → 400 or 404', async (_name, query) => {
    const response = await answer(await client(`${RESULTS}?${query}`))
    expect([400, 404]).toContain(response.status)
    expect(response.text).not.toMatch(STACK_FRAME)
  })

  it('more answers than the finder has steps → 400', async () => {
    const response = await client(resultsPath(finder, [...EVERY_REGION_ANSWERS, '*']))
    expect(response.status).toBe(400)
  })

  it('a URL longer than the wizard ever builds → 414', async () => {
    const response = await client(
      `${resultsPath(finder, EVERY_REGION_ANSWERS)}&pad=${'x'.repeat(9000)}`,
    )
    expect(response.status).toBe(414)
  })

  it('only GET (and HEAD) are served', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await client(resultsPath(finder, EVERY_REGION_ANSWERS), {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'DELETE' ? undefined : '{}',
      })
      expect(response.status).toBe(405)
    }
  })

  it('ignores spoofed forwarding and origin headers: same answer, no internals', async () => {
    const response = await answer(
      await client(resultsPath(finder, EVERY_REGION_ANSWERS), {
        headers: {
          'x-forwarded-for': '10.0.0.1',
          origin: 'https://evil.example',
          'x-forwarded-host': 'evil.example',
        },
      }),
    )
    expect(response.status).toBe(200)
    expect(response.text).not.toContain('evil.example')
  })

  it('the most expensive request (no preference anywhere it is allowed) stays bounded', async () => {
    const widest = ['fries', 'straight', '*', '*']
    const { value, ms } = await timed(async () => answer(await client(resultsPath(finder, widest))))
    expect(value.status).toBe(200)
    expect(value.json<{ products: unknown[] }>().products.length).toBeLessThanOrEqual(24)
    expect(ms).toBeLessThan(3000)
  })
})
