import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminServerFunction } from '../helpers/admin-server-function'
import { baseUrl, editorToken, get } from '../helpers/http'

const SKU = `TF-SCHEDULED-${Date.now()}`
const PAGE = `/products/${SKU}`
const NAME = `Scheduled Fries ${Date.now()}`
// The server's job loop polls every JOBS_POLL_MS (5 s by default); a page renders in well under 5 s.
const DUE_WITHIN_MS = 15_000

let token = ''
let id = 0

async function asEditor(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

async function page(): Promise<{ status: number; text: string }> {
  const response = await get(PAGE)
  return { status: response.status, text: await response.text() }
}

/** How long after `from` the page first looked as `wanted` says, polling twice a second. */
async function msUntil(from: number, wanted: (seen: { status: number; text: string }) => boolean) {
  for (;;) {
    if (wanted(await page())) return Date.now() - from
    if (Date.now() - from > DUE_WITHIN_MS + 10_000) return Infinity
    await sleep(500)
  }
}

/** As the admin's schedule drawer does it: Payload's `schedule-publish` server function. */
const schedule = (type: 'publish' | 'unpublish', date: Date) =>
  adminServerFunction(
    'schedule-publish',
    { type, date, doc: { relationTo: 'products', value: String(id) } },
    token,
  )

beforeAll(async () => {
  token = await editorToken()
  const created = (await asEditor('POST', 'products?draft=true', {
    sku: SKU,
    slug: SKU.toLowerCase(),
    marketingName: NAME,
    regionTags: ['regionUs'],
    _status: 'draft',
  })) as { doc: { id: number } }
  id = created.doc.id
})

afterAll(async () => {
  if (id) await asEditor('DELETE', `products/${id}`)
})

describe('scheduled publishing on the running site', () => {
  it('publishes a draft at its time, and its page then answers with it', async () => {
    expect((await page()).status).toBe(404)
    const at = Date.now() + 5_000
    const answer = await schedule('publish', new Date(at))
    expect(answer.status).toBe(200)
    expect(answer.result).toEqual({ message: expect.any(String) })

    await sleep(at - 1_500 - Date.now())
    expect((await page()).status, 'published before its time').toBe(404)
    const late = await msUntil(at, ({ status, text }) => status === 200 && text.includes(NAME))
    expect(late).toBeLessThanOrEqual(DUE_WITHIN_MS)
  })

  it('unpublishes at its time, and the page is gone', async () => {
    expect((await page()).status).toBe(200)
    const at = Date.now() + 3_000
    const answer = await schedule('unpublish', new Date(at))
    expect(answer.result).toEqual({ message: expect.any(String) })
    const late = await msUntil(at, ({ status }) => status === 404)
    expect(late).toBeGreaterThanOrEqual(0)
    expect(late).toBeLessThanOrEqual(DUE_WITHIN_MS)
  })
})
