import http from 'node:http'
import type net from 'node:net'

/** How the proxy answers: passes requests on, or fails the way a content service can. */
export type Fault = 'none' | 'error-500' | 'rate-limited' | 'slow' | 'dropped'

export interface FaultProxy {
  url: string
  /** Requests that reached the proxy since the last `setFault`. */
  readonly requests: number
  setFault(fault: Fault): void
  stop(): Promise<void>
}

const SLOW_MS = 30_000

/**
 * A loopback HTTP proxy in front of `target` (an origin) that can be told to fail: 500s, 429s with a
 * reset header, answers slower than any caller waits, or connections closed without an answer.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  let fault: Fault = 'none'
  let requests = 0
  const sockets = new Set<net.Socket>()
  const timers = new Set<NodeJS.Timeout>()
  const server = http.createServer((request, response) => {
    requests += 1
    if (fault === 'error-500') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('upstream failure')
    } else if (fault === 'rate-limited') {
      response.writeHead(429, { 'retry-after': '2', 'x-ratelimit-reset': '2' }).end()
    } else if (fault === 'dropped') {
      request.socket.destroy()
    } else if (fault === 'slow') {
      const timer = setTimeout(() => response.destroy(), SLOW_MS)
      timers.add(timer)
      response.once('close', () => clearTimeout(timer))
    } else {
      forward(request, response, target)
    }
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return requests
    },
    setFault(next) {
      fault = next
      requests = 0
    },
    stop: async () => {
      for (const timer of timers) clearTimeout(timer)
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

function forward(request: http.IncomingMessage, response: http.ServerResponse, target: string) {
  const upstream = http.request(
    new URL(request.url ?? '/', target),
    { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    },
  )
  upstream.once('error', () => response.destroy())
  request.pipe(upstream)
}
