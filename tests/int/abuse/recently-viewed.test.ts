import { describe, expect, it } from 'vitest'
import { PRODUCTS } from '@/cms/seed/data/products'
import { answer, type Fetcher, inPool, newClient, STACK_FRAME, timed } from '../../helpers/abuse'

const PATH = '/api/recently-viewed'
const JSON_HEADERS = { 'content-type': 'application/json' }
const valid = { regionId: 'us', locale: 'en', skus: ['TF-10001'] }

const post = (client: Fetcher, body: string, headers: Record<string, string> = JSON_HEADERS) =>
  client(PATH, { method: 'POST', headers, body }).then(answer)

function expectRefused(reply: Awaited<ReturnType<typeof post>>, status: number) {
  expect(reply.status, reply.text.slice(0, 200)).toBe(status)
  expect(reply.headers.get('content-type')).toContain('application/json')
  expect(reply.text).not.toMatch(STACK_FRAME)
  expect(reply.text).not.toMatch(/node_modules|\.next\/server|graphql/i)
}

describe('POST /api/recently-viewed under abuse', () => {
  it('answers only POST', async () => {
    const client = newClient()
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const reply = await answer(await client(PATH, { method }))
      expect(reply.status, method).toBe(405)
    }
  })

  it('refuses other content types and cross-site callers, whatever they claim', async () => {
    const client = newClient()
    const body = JSON.stringify(valid)
    expectRefused(await post(client, body, { 'content-type': 'text/plain' }), 415)
    expectRefused(
      await post(client, body, { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
    )
    expectRefused(
      await post(client, body, { ...JSON_HEADERS, 'sec-fetch-site': 'cross-site' }),
      403,
    )
    expectRefused(
      await post(client, body, {
        ...JSON_HEADERS,
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
      }),
      403,
    )
  })

  it.each([
    ['not JSON', '{"regionId":'],
    ['a list', '[]'],
    ['null', 'null'],
    ['skus as a string', JSON.stringify({ ...valid, skus: 'TF-10001' })],
    ['skus as objects', JSON.stringify({ ...valid, skus: [{ $ne: null }] })],
    ['a where clause', JSON.stringify({ ...valid, where: { sku: { exists: true } } })],
    ['a hostile sku', JSON.stringify({ ...valid, skus: ['../../etc/passwd'] })],
    ['a prototype key', '{"__proto__":{"polluted":1},"regionId":"us","locale":"en","skus":[]}'],
    ['eleven skus', JSON.stringify({ ...valid, skus: Array(11).fill('TF-10001') })],
    ['a region of nowhere', JSON.stringify({ ...valid, regionId: 'x'.repeat(60) })],
    ['a locale the region lacks', JSON.stringify({ ...valid, regionId: 'japan', locale: 'es' })],
  ])('answers 400 for %s', async (_, body) => {
    expectRefused(await post(newClient(), body), 400)
  })

  it('refuses a huge body with 413, declared or streamed, and stays usable', async () => {
    const client = newClient()
    const huge = JSON.stringify({ ...valid, skus: Array(200_000).fill('TF-10001') })
    expectRefused(await post(client, huge), 413)
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let n = 0; n < 64; n++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
        controller.close()
      },
    })
    const streamed = await answer(
      await client(PATH, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: chunks,
        duplex: 'half',
      } as RequestInit),
    )
    expect(streamed.status).toBe(413)
    expect((await post(client, JSON.stringify(valid))).status).toBe(200)
  })

  it('answers the most expensive request it allows (ten skus) quickly', async () => {
    const client = newClient()
    const skus = PRODUCTS.filter((product) => product.regions.includes('us'))
      .slice(0, 10)
      .map((product) => product.sku)
    const body = JSON.stringify({ ...valid, skus })
    await post(client, body)
    const { value, ms } = await timed(() => post(client, body))
    expect(value.status).toBe(200)
    expect(value.json<{ products: unknown[] }>().products).toHaveLength(10)
    expect(ms).toBeLessThan(2_000)
  })

  it('spends the per-client API budget: spoofed addresses do not escape the 429', async () => {
    const client = newClient()
    const replies = await inPool(
      Array.from({ length: 305 }, (_, n) => n),
      10,
      async (n) => {
        const response = await client(PATH, {
          method: 'POST',
          headers: { ...JSON_HEADERS, 'x-forwarded-for': `1.2.3.${n % 250}` },
          body: '[]',
        })
        await response.arrayBuffer()
        return response.status
      },
    )
    expect(replies.filter((status) => status === 429).length).toBeGreaterThan(0)
    expect(replies.every((status) => status === 400 || status === 429)).toBe(true)
  })
})
