import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, editorToken } from '../../helpers/http'

let token: string

beforeAll(async () => {
  token = await editorToken()
})

const COLLECTIONS = ['form-submissions', 'sample-orders'] as const

async function resend(
  collection: string,
  body: string,
  { auth = true, contentType = 'application/json' } = {},
) {
  const response = await fetch(`${baseUrl()}/api/${collection}/resend`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      ...(auth ? { authorization: `JWT ${token}` } : {}),
    },
    body,
  })
  return { status: response.status, text: await response.text() }
}

describe.each(COLLECTIONS)('POST /api/%s/resend', (collection) => {
  it('refuses anonymous callers', async () => {
    const answer = await resend(collection, '{"all":"failed"}', { auth: false })
    expect(answer.status).toBe(403)
  })

  it('answers bad bodies with 400 and a sentence, never a 500', async () => {
    const bodies = [
      '',
      'not json',
      '[]',
      '{"ids":"1"}',
      '{"ids":[1.5]}',
      '{"ids":[-1]}',
      `{"ids":[${Array.from({ length: 1_001 }, (_, i) => i + 1).join(',')}]}`,
      '{"all":"everything"}',
      `{"ids":[1],"x":"${'a'.repeat(100_000)}"}`,
    ]
    for (const body of bodies) {
      const answer = await resend(collection, body)
      expect(answer.status, body.slice(0, 40)).toBe(400)
      expect(answer.text).not.toMatch(/stack|at \w+ \(/i)
    }
    expect(
      (await resend(collection, '{"all":"failed"}', { contentType: 'text/plain' })).status,
    ).toBe(400)
  })

  it('re-sends nothing that is not failed, and says how many it queued', async () => {
    const answer = await resend(collection, '{"ids":[999999999]}')
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toEqual({ requeued: 0, ids: [] })
  })
})

describe('GET /api/form-submissions/export.csv', () => {
  const exportCsv = (query = '', auth = true) =>
    fetch(`${baseUrl()}/api/form-submissions/export.csv${query}`, {
      headers: auth ? { authorization: `JWT ${token}` } : {},
    })

  it('is for editors only', async () => {
    expect((await exportCsv('', false)).status).toBe(403)
  })

  it('exports as CSV, filtered by status and form', async () => {
    const response = await exportCsv(
      '?where[forwardStatus][equals]=failed&where[form][exists]=true',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect((await response.text()).split('\r\n')[0]).toMatch(/^\uFEFF?reference,date,form,/)
  })

  it('answers a filter it cannot apply with 400', async () => {
    const response = await exportCsv('?where[password][equals]=x&where[nope][like]=1')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'The filter could not be applied: check its fields and values.',
    })
  })
})

describe('submissions are not readable without an editor', () => {
  it.each(COLLECTIONS)('REST /api/%s', async (collection) => {
    const response = await fetch(`${baseUrl()}/api/${collection}?limit=1`)
    expect(response.status).toBe(403)
  })

  it('GraphQL', async () => {
    const response = await fetch(`${baseUrl()}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ FormSubmissions(limit: 1) { docs { reference data } } }' }),
    })
    const body = (await response.json()) as { data?: { FormSubmissions?: unknown } }
    expect(body.data?.FormSubmissions ?? null).toBeNull()
  })
})
