import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address'
import { handleSampleOrder } from './handle-sample-order'
import { placeOrder } from './place-order'

vi.mock('server-only', () => ({}))
vi.mock('./place-order', () => ({ placeOrder: vi.fn() }))

// Read once, on the first request: a small limit keeps the rate limit test short.
vi.stubEnv('SAMPLE_ORDER_RATE_LIMIT', '3')
vi.stubEnv('SAMPLE_ORDER_RATE_WINDOW_SECONDS', '600')

let address = 0

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  handleSampleOrder(
    new Request('http://localhost/api/sample-bag/orders', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        [CLIENT_ADDRESS_HEADER]: `192.0.2.${++address}`,
        ...headers,
      },
    }),
  )

afterAll(() => {
  vi.unstubAllEnvs()
})

beforeEach(() => {
  vi.mocked(placeOrder)
    .mockReset()
    .mockResolvedValue({ status: 201, body: { reference: 'SO-ABCD-EFGH' } })
})

describe('POST /api/sample-bag/orders', () => {
  it('answers with what placing the order decided, never cached', async () => {
    const response = await post(JSON.stringify({ regionId: 'us', locale: 'en' }))
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    await expect(response.json()).resolves.toEqual({ reference: 'SO-ABCD-EFGH' })
    expect(placeOrder).toHaveBeenCalledWith({ regionId: 'us', locale: 'en' }, 'en')
  })

  it('refuses a body over 64 KB with 413, declared or not', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(70_000) })
    const declared = await post(big)
    expect(declared.status).toBe(413)
    await expect(declared.json()).resolves.toEqual({
      message: 'The request body is larger than the 64 KB limit.',
    })
    const chunk = new TextEncoder().encode('x'.repeat(8192))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength
        if (sent > 10 * 1024 * 1024) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const streamed = await handleSampleOrder(
      new Request('http://localhost/api/sample-bag/orders', {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit),
    )
    expect(streamed.status).toBe(413)
    expect(placeOrder).not.toHaveBeenCalled()
  })

  it('answers 400 to bad JSON and to JSON that is not an object', async () => {
    for (const body of ['{"a":', '[1]', '"text"', 'null']) {
      const response = await post(body)
      expect(response.status, body).toBe(400)
      expect(((await response.json()) as { message: string }).message).toMatch(/JSON/)
    }
    expect(placeOrder).not.toHaveBeenCalled()
  })

  it('answers 503 with a localized message, no internals, when placing the order fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(placeOrder).mockRejectedValue(new Error('SQLITE_BUSY at /srv/app/db.ts:12'))
    const response = await post(JSON.stringify({ locale: 'pt-BR' }))
    expect(response.status).toBe(503)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      message:
        'Desculpe, não foi possível registrar seu pedido agora. Tente novamente em alguns minutos.',
    })
    expect(text).not.toContain('SQLITE')
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })

  it('passes English to the order when the body names no known locale', async () => {
    await post(JSON.stringify({ locale: 'xx' }))
    expect(placeOrder).toHaveBeenCalledWith({ locale: 'xx' }, 'en')
  })

  it('limits one client address to the configured requests per window, with Retry-After', async () => {
    const from = { [CLIENT_ADDRESS_HEADER]: '203.0.113.50' }
    for (let i = 0; i < 3; i++) expect((await post('{}', from)).status).toBe(201)
    const limited = await post('{}', from)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(590)
    expect(((await limited.json()) as { message: string }).message).toMatch(
      /Too many sample orders/,
    )
    expect(placeOrder).toHaveBeenCalledTimes(3)
    expect((await post('{}', { [CLIENT_ADDRESS_HEADER]: '203.0.113.51' })).status).toBe(201)
  })

  it('ignores x-forwarded-for: a new one on every request does not reset the limit', async () => {
    for (let i = 0; i < 4; i++)
      await post('{}', {
        [CLIENT_ADDRESS_HEADER]: '203.0.113.60',
        'x-forwarded-for': `198.51.100.${i}`,
      })
    const spoofed = await post('{}', {
      [CLIENT_ADDRESS_HEADER]: '203.0.113.60',
      'x-forwarded-for': '198.51.100.99',
      'x-real-ip': '198.51.100.98',
    })
    expect(spoofed.status).toBe(429)
  })

  it("does not limit by address when the site's server named none", async () => {
    const anonymous = (body: string) =>
      handleSampleOrder(
        new Request('http://localhost/api/sample-bag/orders', {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.70' },
        }),
      )
    for (let i = 0; i < 6; i++) expect((await anonymous('{}')).status).toBe(201)
  })

  it('answers 415 to a body not sent as JSON, before reading it or counting it', async () => {
    const from = { [CLIENT_ADDRESS_HEADER]: '203.0.113.80' }
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
    ]) {
      const response = await post(JSON.stringify({ locale: 'en' }), {
        ...from,
        'content-type': type,
      })
      expect(response.status, type).toBe(415)
      expect(((await response.json()) as { message: string }).message).toMatch(/application\/json/)
    }
    expect(placeOrder).not.toHaveBeenCalled()
    for (let i = 0; i < 3; i++) expect((await post('{}', from)).status).toBe(201)
  })

  it('answers 403 to a page of another site, before counting it', async () => {
    const from = { [CLIENT_ADDRESS_HEADER]: '203.0.113.90' }
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]
    for (const headers of crossSite) {
      const response = await post('{}', { ...from, ...headers })
      expect(response.status, JSON.stringify(headers)).toBe(403)
    }
    expect(placeOrder).not.toHaveBeenCalled()
    expect((await post('{}', { ...from, 'sec-fetch-site': 'same-origin' })).status).toBe(201)
  })

  it('passes a refusal of a changed retry on as 422 with its message', async () => {
    vi.mocked(placeOrder).mockResolvedValue({ status: 422, body: { message: 'changed' } })
    const response = await post('{}')
    expect(response.status).toBe(422)
    await expect(response.json()).resolves.toEqual({ message: 'changed' })
  })

  it('answers a limit placing the order met with 429 and Retry-After', async () => {
    vi.mocked(placeOrder).mockResolvedValue({
      status: 429,
      body: { message: 'Too many sample orders right now. Try again in 2 minutes.' },
      retryAfterSeconds: 90,
    })
    const limited = await post('{}')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('90')
    await expect(limited.json()).resolves.toEqual({
      message: 'Too many sample orders right now. Try again in 2 minutes.',
    })
  })
})
