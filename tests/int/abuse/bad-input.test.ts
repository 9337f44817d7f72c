import { beforeAll, describe, expect, it } from 'vitest'
import { editorToken } from '../../helpers/http'
import { answer, asEditor, type Fetcher, newClient, STACK_FRAME } from '../../helpers/abuse'

const SITE_PATHS = ['/%ZZ', '/products/%ZZ', '/%00%ff/..%2f..%2fetc']
const API_PATHS = [
  '/api/%ZZ',
  '/api/media/file/does-not-exist.png',
  '/api/media/file/%00',
  '/api/pages/abc',
  '/api/pages/1e999',
]
const OR_ON_ONE_BLOCK_FIELD =
  '/api/pages?where[or][0][components.html][contains]=a&where[or][1][components.html][contains]=b'

let client: Fetcher
let token: string

beforeAll(async () => {
  client = newClient()
  token = await editorToken()
})

async function expectClientError(path: string, init: RequestInit, kind: 'html' | 'json') {
  const reply = await answer(await client(path, init))
  expect(reply.status, `${path}: ${reply.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
  expect(reply.status, `${path}: ${reply.text.slice(0, 200)}`).toBeLessThan(500)
  expect(reply.headers.get('content-type'), path).toContain(
    kind === 'html' ? 'text/html' : 'application/json',
  )
  expect(reply.text, path).not.toMatch(STACK_FRAME)
  expect(reply.text, path).not.toMatch(/node_modules|\.next\/server/)
}

describe('bad input answers 4xx, never 5xx, and no stack trace', () => {
  it.each(SITE_PATHS)('site path %s answers an HTML 4xx', async (path) => {
    await expectClientError(path, {}, 'html')
  })

  it.each(API_PATHS)('API path %s answers a JSON 4xx', async (path) => {
    await expectClientError(path, {}, 'json')
  })

  it('POST /api/users/verify/abc answers a JSON 4xx', async () => {
    await expectClientError('/api/users/verify/abc', { method: 'POST' }, 'json')
  })

  it('a GraphQL body that is not JSON answers a JSON 4xx', async () => {
    await expectClientError(
      '/api/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{bad',
      },
      'json',
    )
  })

  it('an `or` of two conditions on one block field answers a JSON 4xx (or a list) for an editor', async () => {
    const reply = await answer(await client(OR_ON_ONE_BLOCK_FIELD, { headers: asEditor(token) }))
    expect(reply.status, reply.text.slice(0, 200)).toBeLessThan(500)
    expect(reply.headers.get('content-type')).toContain('application/json')
    expect(reply.text).not.toMatch(STACK_FRAME)
  })

  it('an `or` of two conditions on one block field answers a JSON 4xx anonymously', async () => {
    await expectClientError(OR_ON_ONE_BLOCK_FIELD, {}, 'json')
  })
})
