import { execFileSync } from 'node:child_process'
import net from 'node:net'
import { freePort } from './second-server'
import { type TiedProcess, tiedToThisProcess } from './tied-process'

export interface TestRedis {
  url: string
  port: number
  /** Stops the server; `start` serves the same port again (its data is gone). */
  stop(): Promise<void>
  start(): Promise<void>
}

/** Why no server can start here, or null when one can. */
export function redisMissing(): string | null {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' })
    return null
  } catch {
    return 'no redis-server on PATH: apt-get install redis-server'
  }
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setTimeout(500)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/** A throwaway Debian redis-server on a free port: no disk, no password, loopback only. */
export async function startRedis(): Promise<TestRedis> {
  const missing = redisMissing()
  if (missing) throw new Error(missing)
  const port = await freePort()
  let server: TiedProcess | null = null
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
    server = tiedToThisProcess('redis-server', args)
    const deadline = Date.now() + 10_000
    while (!(await answersPing(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const stop = async () => {
    const running = server
    server = null
    await running?.stop('SIGKILL')
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, port, stop, start }
}
