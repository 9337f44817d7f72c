import { request } from 'node:http'
import { Agent, fetch as undiciFetch } from 'undici'
import { baseUrl } from './http'

export type Fetcher = (path: string, init?: RequestInit) => Promise<Response>

/**
 * `fetch` from the loopback address `address`. The Agent takes `localAddress` itself: undici
 * overwrites a `connect: { localAddress }` with the Agent's own (unset) one, so requests made that
 * way all leave from 127.0.0.1.
 */
export function fetchAt(address: string): Fetcher {
  const dispatcher = new Agent({ localAddress: address })
  return (path, init = {}) =>
    undiciFetch(`${baseUrl()}${path}`, {
      redirect: 'manual',
      ...init,
      dispatcher,
    } as Parameters<typeof undiciFetch>[1]) as unknown as Promise<Response>
}

const byte = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1))

/**
 * A random loopback address in 127.210–254.x.y, apart from `freshLoopbackAddress` (127.10–209):
 * sign-in lockouts last 15 minutes, so a later run must not reuse an address this one locked.
 */
export const randomLoopbackAddress = () => `127.${byte(210, 254)}.${byte(0, 255)}.${byte(1, 254)}`

/** A caller with a loopback address of its own, so its API budget is not shared with other tests. */
export const newClient = (): Fetcher => fetchAt(randomLoopbackAddress())

export const asEditor = (token: string) => ({ authorization: `JWT ${token}` })

/** A Node stack frame (`at fn (file.js:12:3)`): an answer must never carry one. */
export const STACK_FRAME = /\bat \S+ \(?\S+:\d+:\d+\)?/

export interface Answer {
  status: number
  headers: Headers
  text: string
  json: <T = { errors?: { message: string }[] }>() => T
}

export async function answer(response: Response): Promise<Answer> {
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: () => JSON.parse(text),
  }
}

export async function postGraphql(
  client: Fetcher,
  query: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const body = JSON.stringify({ query })
  return answer(
    await client('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
  )
}

/** `{ a0: <field> a1: <field> … }` */
export const aliased = (count: number, field: string, operation = '') =>
  `${operation}{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`

export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now()
  const value = await work()
  return { value, ms: performance.now() - start }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Runs `work` over `items`, `concurrency` at a time. */
export async function inPool<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return results
}

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
}

/**
 * A request `fetch` will not send (a `host` header, a body on GET, TRACE), from its own loopback
 * address.
 */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
): Promise<RawAnswer> {
  const url = new URL(path, baseUrl())
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        headers: body ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers,
        localAddress: randomLoopbackAddress(),
      },
      (incoming) => {
        incoming.resume()
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
          }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

export const rawGet = (path: string, headers: Record<string, string>): Promise<RawAnswer> =>
  rawRequest('GET', path, headers)
