import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedCall {
  idempotencyKey: string | null
  body: unknown
}

export type Behaviour = (call: ReceivedCall, seenBefore: number) => number | 'hang'

/**
 * A form handler stand-in: records each call and answers as `behave` says (a status, or hang past
 * the caller's timeout). `accepted` counts keys it answered 2xx, as a receiver dropping repeats would.
 */
export async function startReceiver(behave: Behaviour = () => 200) {
  const calls: ReceivedCall[] = []
  const accepted = new Map<string, number>()
  const seen = new Map<string, number>()
  const server = http.createServer((req, res) => {
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (raw += chunk))
    req.on('end', () => {
      const key = req.headers['idempotency-key']
      const call: ReceivedCall = {
        idempotencyKey: typeof key === 'string' ? key : null,
        body: raw ? JSON.parse(raw) : null,
      }
      calls.push(call)
      const before = seen.get(call.idempotencyKey ?? '') ?? 0
      seen.set(call.idempotencyKey ?? '', before + 1)
      const outcome = behave(call, before)
      if (outcome === 'hang') return
      if (outcome >= 200 && outcome < 300 && call.idempotencyKey)
        accepted.set(call.idempotencyKey, (accepted.get(call.idempotencyKey) ?? 0) + 1)
      res.writeHead(outcome, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/leads`,
    calls,
    accepted,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
