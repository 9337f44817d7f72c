import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { ContentError } from './errors'
import { createGraphqlExecutor, type ExecuteOptions } from './execute'
import { executeWithRetry, type Logger } from './retry'
import { createHttpTransport } from './transport-http'

type Step = (req: IncomingMessage, res: ServerResponse) => void

interface Received {
  headers: IncomingMessage['headers']
  body: unknown
}

const PRODUCT = { Products: { docs: [{ sku: '123' }] } }
const document = { operationName: 'ProductBySku', query: 'query ProductBySku { x }' }
const servers: { close: () => void }[] = []

afterEach(() => {
  servers.splice(0).forEach((server) => server.close())
})

function json(status: number, body: unknown, headers: Record<string, string> = {}): Step {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }
}

const ok = json(200, { data: PRODUCT })
const drop: Step = (req) => req.socket.destroy()

function slow(ms: number, then: Step): Step {
  return (req, res) => {
    const timer = setTimeout(() => !res.destroyed && then(req, res), ms)
    res.on('close', () => clearTimeout(timer))
  }
}

/** Answers request n with script[n]; the last step repeats. */
async function startServer(script: Step[]) {
  const received: Received[] = []
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) })
      const step = script[Math.min(received.length, script.length) - 1]
      step?.(req, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push({
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  })
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/api/graphql`, received }
}

function harness(options: ExecuteOptions & { startAt?: number } = {}) {
  const sleeps: number[] = []
  const logs: { level: 'warn' | 'error'; message: string; context?: Record<string, unknown> }[] = []
  let clock = options.startAt ?? Date.now()
  const logger: Logger = {
    warn: (message, context) => logs.push({ level: 'warn', message, context }),
    error: (message, context) => logs.push({ level: 'error', message, context }),
  }
  const settings: ExecuteOptions = {
    logger,
    random: () => 0,
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms)
      clock += ms
    },
    ...options,
  }
  return { sleeps, logs, settings }
}

async function run(url: string, settings: ExecuteOptions) {
  const execute = createGraphqlExecutor(createHttpTransport(url), settings)
  return execute<typeof PRODUCT, { sku: string }>(document, { sku: '123' })
}

async function failure(promise: Promise<unknown>): Promise<ContentError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ContentError)) throw new Error(`expected a ContentError, got ${error}`)
  return error
}

describe('content request retries', () => {
  it('returns the data of a successful answer after one request', async () => {
    const server = await startServer([ok])
    const { settings, sleeps } = harness()

    await expect(run(server.url, settings)).resolves.toEqual(PRODUCT)
    expect(server.received).toHaveLength(1)
    expect(server.received[0]?.body).toEqual({
      query: document.query,
      variables: { sku: '123' },
      operationName: 'ProductBySku',
    })
    expect(sleeps).toEqual([])
  })

  it.each([400, 404])('does not retry status %i and reports it', async (status) => {
    const errors = [{ message: 'Cannot query field "x"' }]
    const server = await startServer([json(status, { errors }, { 'x-request-id': 'srv-1' }), ok])
    const { settings, sleeps, logs } = harness()

    const error = await failure(run(server.url, settings))
    expect(server.received).toHaveLength(1)
    expect(sleeps).toEqual([])
    expect(error).toMatchObject({ status, operation: 'ProductBySku', requestId: 'srv-1' })
    expect(error.graphqlErrors).toEqual(errors)
    expect(logs).toMatchObject([{ level: 'error', context: { status, requestId: 'srv-1' } }])
  })

  it.each(['x-ratelimit-reset', 'ratelimit-reset', 'retry-after'])(
    'waits for the %s header on 429 before retrying',
    async (header) => {
      const server = await startServer([json(429, {}, { [header]: '3' }), ok])
      const { settings, sleeps } = harness()

      await expect(run(server.url, settings)).resolves.toEqual(PRODUCT)
      expect(server.received).toHaveLength(2)
      expect(sleeps).toEqual([3000])
    },
  )

  it.each<Record<string, string>>([
    {},
    { 'x-ratelimit-reset': 'soon' },
    { 'x-ratelimit-reset': '-1' },
  ])('waits one second on 429 without a usable reset header: %o', async (headers) => {
    const server = await startServer([json(429, {}, headers), ok])
    const { settings, sleeps } = harness()

    await run(server.url, settings)
    expect(sleeps).toEqual([1000])
  })

  it('reads a reset header given as an HTTP date', async () => {
    const startAt = Date.parse('2030-01-01T00:00:00Z')
    const resetAt = 'Tue, 01 Jan 2030 00:00:05 GMT'
    const server = await startServer([json(429, {}, { 'retry-after': resetAt }), ok])
    const { settings, sleeps } = harness({ startAt })

    await run(server.url, settings)
    expect(sleeps).toEqual([5000])
  })

  it('reads a reset header given as a Unix timestamp', async () => {
    const startAt = 1_800_000_000_000
    const server = await startServer([json(429, {}, { 'x-ratelimit-reset': '1800000004' }), ok])
    const { settings, sleeps } = harness({ startAt })

    await run(server.url, settings)
    expect(sleeps).toEqual([4000])
  })

  it('adds jitter to the 429 wait that grows with each attempt', async () => {
    const limited = json(429, {}, { 'x-ratelimit-reset': '1' })
    const server = await startServer([limited, limited, limited, ok])
    const { settings, sleeps } = harness({ random: () => 1 })

    await run(server.url, settings)
    expect(sleeps).toHaveLength(3)
    expect(sleeps.every((ms) => ms > 1000)).toBe(true)
    expect(sleeps[0]).toBeLessThan(sleeps[1] ?? 0)
    expect(sleeps[1]).toBeLessThan(sleeps[2] ?? 0)
  })

  it('retries a server error after one second and logs status and request id', async () => {
    const server = await startServer([json(500, {}, { 'x-request-id': 'srv-500' }), ok])
    const { settings, sleeps, logs } = harness()

    await expect(run(server.url, settings)).resolves.toEqual(PRODUCT)
    expect(server.received).toHaveLength(2)
    expect(sleeps).toEqual([1000])
    expect(logs).toMatchObject([
      { level: 'warn', context: { operation: 'ProductBySku', status: 500, requestId: 'srv-500' } },
    ])
    expect(logs[0]?.message).toContain('srv-500')
  })

  it('keeps server-error jitter small and growing with the attempt', async () => {
    const server = await startServer([json(503, {}), json(503, {}), json(503, {}), ok])
    const { settings, sleeps } = harness({ random: () => 1 })

    await run(server.url, settings)
    expect(sleeps).toEqual([1050, 1100, 1150])
  })

  it('abandons an attempt that exceeds the attempt timeout and retries', async () => {
    const server = await startServer([slow(5000, ok), ok])
    const { settings, sleeps, logs } = harness({ attemptTimeoutMs: 100 })
    const started = Date.now()

    await expect(run(server.url, settings)).resolves.toEqual(PRODUCT)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(server.received).toHaveLength(2)
    expect(sleeps).toEqual([1000])
    expect(logs[0]?.message).toContain('timeout')
  })

  it('times out a transport that ignores its abort signal', async () => {
    const { settings, sleeps } = harness({ attemptTimeoutMs: 20, maxAttempts: 2 })
    const hang = () => new Promise<never>(() => undefined)

    const error = await failure(executeWithRetry(hang, { ...settings, operation: 'Flags' }))
    expect(sleeps).toEqual([1000])
    expect(error).toMatchObject({ status: null, operation: 'Flags' })
    expect(error.message).toContain('timeout')
  })

  it('retries after the connection is dropped', async () => {
    const server = await startServer([drop, ok])
    const { settings, logs } = harness()

    await expect(run(server.url, settings)).resolves.toEqual(PRODUCT)
    expect(server.received).toHaveLength(2)
    expect(logs).toMatchObject([{ level: 'warn', context: { status: null } }])
    expect(logs[0]?.message).toContain('network error')
  })

  it('sends a generated request id and logs the same id when the server gives none', async () => {
    const server = await startServer([drop])
    const { settings, logs } = harness({ maxAttempts: 2 })

    const error = await failure(run(server.url, settings))
    const sent = server.received.map((request) => request.headers['x-request-id'])
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent).toEqual([sent[0], sent[0]])
    expect(error.requestId).toBe(sent[0])
    expect(logs.map((log) => log.context?.requestId)).toEqual([sent[0], sent[0]])
  })

  it('stops after 50 attempts with the last status', async () => {
    const server = await startServer([json(502, {}, { 'x-request-id': 'srv-502' })])
    const { settings, sleeps, logs } = harness({ now: () => 0 })

    const error = await failure(run(server.url, settings))
    expect(server.received).toHaveLength(50)
    expect(sleeps).toHaveLength(49)
    expect(error).toMatchObject({ status: 502, operation: 'ProductBySku', requestId: 'srv-502' })
    expect(logs.at(-1)).toMatchObject({ level: 'error', context: { attempt: 50 } })
  })

  it('stops when the next wait would pass the 10 s deadline', async () => {
    const server = await startServer([json(500, {})])
    const { settings, sleeps } = harness()

    const error = await failure(run(server.url, settings))
    expect(server.received).toHaveLength(10)
    expect(sleeps.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(10_000)
    expect(error.status).toBe(500)
    expect(error.message).toContain('deadline')
  })

  it('gives up at once when the rate-limit reset lies beyond the deadline', async () => {
    const server = await startServer([json(429, {}, { 'retry-after': '60' }), ok])
    const { settings, sleeps } = harness()

    const error = await failure(run(server.url, settings))
    expect(server.received).toHaveLength(1)
    expect(sleeps).toEqual([])
    expect(error.status).toBe(429)
  })
})

describe('GraphQL errors in a 200 answer', () => {
  const danglingLink = {
    message: 'Cannot return null for non-nullable field Product.relatedProducts.',
    path: ['Products', 'docs', 0, 'relatedProducts', 1],
  }
  const withDanglingLink = json(200, { data: PRODUCT, errors: [danglingLink] })

  it('fails without retrying', async () => {
    const server = await startServer([withDanglingLink, ok])
    const { settings, sleeps } = harness()

    const error = await failure(run(server.url, settings))
    expect(server.received).toHaveLength(1)
    expect(sleeps).toEqual([])
    expect(error).toMatchObject({ status: 200, graphqlErrors: [danglingLink] })
  })

  it('keeps the data when only unresolvable links failed and the option is set', async () => {
    const server = await startServer([withDanglingLink])
    const { settings } = harness({ ignoreUnresolvableLinks: true })

    await expect(run(server.url, settings)).resolves.toEqual(PRODUCT)
  })

  it('still fails on other errors when the option is set', async () => {
    const other = { message: 'Variable "$sku" got invalid value', path: ['Products'] }
    const server = await startServer([json(200, { data: null, errors: [danglingLink, other] })])
    const { settings } = harness({ ignoreUnresolvableLinks: true })

    const error = await failure(run(server.url, settings))
    expect(error.message).toContain('invalid value')
    expect(error.graphqlErrors).toHaveLength(2)
  })
})
