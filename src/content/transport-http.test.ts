import { createServer, type IncomingMessage, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { TransportError } from './errors'
import type { GraphqlRequest } from './transport'
import { createHttpTransport } from './transport-http'

const request: GraphqlRequest = {
  operationName: 'PageBySlug',
  query: 'query PageBySlug($slug: String) { x }',
  variables: { slug: 'home' },
  headers: { 'x-request-id': 'req-1' },
}
const closers: (() => void)[] = []

afterEach(() => {
  closers.splice(0).forEach((close) => close())
})

async function startServer(handler: RequestListener) {
  const received: { headers: IncomingMessage['headers']; method?: string; body: string }[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({ headers: req.headers, method: req.method, body })
      handler(req, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => {
    server.closeAllConnections()
    server.close()
  })
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received }
}

const neverAborted = () => new AbortController().signal

describe('createHttpTransport', () => {
  it('POSTs query, variables and operation name as JSON with merged headers', async () => {
    const server = await startServer((_req, res) => res.end('{"data":{}}'))
    const transport = createHttpTransport(server.url, {
      headers: { authorization: 'users API-Key k', 'x-request-id': 'default' },
    })

    await transport(request, neverAborted())
    const [received] = server.received
    expect(received?.method).toBe('POST')
    expect(received?.headers['content-type']).toBe('application/json')
    expect(received?.headers.authorization).toBe('users API-Key k')
    expect(received?.headers['x-request-id']).toBe('req-1')
    expect(JSON.parse(received?.body ?? '')).toEqual({
      query: request.query,
      variables: { slug: 'home' },
      operationName: 'PageBySlug',
    })
  })

  it('returns status, headers and parsed body, also for error statuses', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'x-request-id': 'srv-9' })
      res.end('{"errors":[{"message":"busy"}]}')
    })

    const response = await createHttpTransport(server.url)(request, neverAborted())
    expect(response.status).toBe(503)
    expect(response.headers.get('x-request-id')).toBe('srv-9')
    expect(response.body).toEqual({ errors: [{ message: 'busy' }] })
  })

  it('gives a null body when the answer is not JSON', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' })
      res.end('<html>Bad gateway</html>')
    })

    const response = await createHttpTransport(server.url)(request, neverAborted())
    expect(response).toMatchObject({ status: 502, body: null })
  })

  it('throws a retryable TransportError when the connection is dropped', async () => {
    const server = await startServer((req) => req.socket.destroy())

    const error = await createHttpTransport(server.url)(request, neverAborted()).catch((e) => e)
    expect(error).toBeInstanceOf(TransportError)
    expect(error).toMatchObject({ retryable: true })
  })

  it('throws a retryable TransportError when nothing listens', async () => {
    const server = await startServer((_req, res) => res.end())
    closers.splice(0).forEach((close) => close())

    const error = await createHttpTransport(server.url)(request, neverAborted()).catch((e) => e)
    expect(error).toBeInstanceOf(TransportError)
    expect(error).toMatchObject({ retryable: true })
  })

  it('rejects with the abort reason when the signal aborts a slow answer', async () => {
    const server = await startServer(() => undefined)
    const controller = new AbortController()
    const reason = new Error('attempt timed out')
    setTimeout(() => controller.abort(reason), 50)

    const error = await createHttpTransport(server.url)(request, controller.signal).catch((e) => e)
    expect(error).toBe(reason)
  })
})
