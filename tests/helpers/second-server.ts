import net from 'node:net'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { startServer } from '../../scripts/lib/server.mjs'
import { tieGroupToThisProcess } from './tied-process'

export interface RunningServer {
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A consistent copy of the seeded test database, taken while its server keeps running. */
export function copyDatabase(from: string, to: string): void {
  const database = new DatabaseSync(from.replace(/^file:/, ''))
  try {
    database.prepare('VACUUM INTO ?').run(to.replace(/^file:/, ''))
  } finally {
    database.close()
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * Another instance of the built site, on its own port and database, stoppable mid-test, and
 * stopped with the test process however that ends (Vitest ends a worker with SIGTERM).
 */
export async function startSecondServer(env: Record<string, string>): Promise<RunningServer> {
  const server = (await startServer(ROOT, { ...process.env, ...env })) as RunningServer & {
    pid: number
  }
  const tie = tieGroupToThisProcess(server.pid)
  return {
    stop: async () => {
      tie.release()
      await server.stop()
    },
  }
}
