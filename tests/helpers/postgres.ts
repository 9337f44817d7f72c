import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestDatabase } from './test-database'

const SERVER_PROGRAMS = ['initdb', 'postgres', 'pg_ctl']
const DEBIAN_ROOT = '/usr/lib/postgresql'

function hasServerPrograms(dir: string): boolean {
  return SERVER_PROGRAMS.every((name) => fs.existsSync(path.join(dir, name)))
}

function pgConfigBinDir(): string | null {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim()
  } catch {
    return null
  }
}

// libpq-dev's pg_config names a bindir without the server, so each candidate must hold one.
function findBinDir(): string | null {
  const fromConfig = pgConfigBinDir()
  if (fromConfig && hasServerPrograms(fromConfig)) return fromConfig
  const versions = fs.existsSync(DEBIAN_ROOT) ? fs.readdirSync(DEBIAN_ROOT) : []
  const newestFirst = versions.sort((a, b) => Number(b) - Number(a))
  const dirs = newestFirst.map((version) => path.join(DEBIAN_ROOT, version, 'bin'))
  return dirs.find(hasServerPrograms) ?? null
}

/** Why no server can start here, or null when one can. */
export function postgresMissing(): string | null {
  return findBinDir()
    ? null
    : 'no PostgreSQL server binaries (pg_config --bindir, /usr/lib/postgresql/*/bin): apt-get install postgresql'
}

export function postgresAvailable(): boolean {
  return postgresMissing() === null
}

interface Account {
  uid: number
  gid: number
}

// The server refuses to run as root.
function serverAccount(): Account | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }))
  return { uid: id('-u'), gid: id('-g') }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function run(program: string, args: string[], account?: Account): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...account, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (${code}):\n${output}`)),
    )
  })
}

function running(server: ChildProcess): boolean {
  return server.exitCode === null && server.signalCode === null
}

function exited(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (!running(server)) resolve()
    else server.once('exit', () => resolve())
  })
}

/** Polls until the server accepts a connection, then runs `statement` (if any). */
async function whenAccepting(
  server: ChildProcess,
  port: number,
  statement?: string,
): Promise<void> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      database: 'postgres',
    })
    try {
      await client.connect()
      if (statement) await client.query(statement)
      return
    } catch (error) {
      if (!running(server) || Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    } finally {
      await client.end().catch(() => {})
    }
  }
}

// Vitest ends a worker with SIGTERM, which runs no exit handler. The watchdog reads a pipe from this
// process and meets its end however the process ended, then stops the server and removes its files.
function startWatchdog(bin: string, dir: string, account?: Account): ChildProcess {
  const script = 'read _; "$0" stop -D "$1/data" -m immediate -w -s >/dev/null 2>&1; rm -rf "$1"'
  const watchdog = spawn('sh', ['-c', script, path.join(bin, 'pg_ctl'), dir], {
    ...account,
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  })
  watchdog.unref()
  ;(watchdog.stdin as unknown as net.Socket).unref()
  return watchdog
}

function serve(bin: string, dir: string, port: number, account?: Account): ChildProcess {
  const settings = ['listen_addresses=127.0.0.1', 'fsync=off', 'synchronous_commit=off']
  const args = ['-D', path.join(dir, 'data'), '-p', String(port), '-k', dir]
  for (const setting of [...settings, 'full_page_writes=off']) args.push('-c', setting)
  return spawn(path.join(bin, 'postgres'), args, {
    ...account,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
}

export interface TestPostgres extends TestDatabase {
  /** The server's folder: `<directory>/data` may be copied as a template once it is stopped. */
  directory: string
  /** Stops the server as an outage would, keeping its data; `resume` serves it on the same port. */
  halt(): Promise<void>
  resume(): Promise<void>
}

export interface PostgresOptions {
  /** A stopped server's `data` folder to start from instead of an empty database `test`. */
  template?: string
  /** Leave the folder in place on stop (to use it as a template). */
  keep?: boolean
}

/**
 * A throwaway server on a free port in a fresh temporary folder: initdb and an empty database
 * `test`, or a copy of a template's data.
 */
export async function startPostgres(options: PostgresOptions = {}): Promise<TestPostgres> {
  const bin = findBinDir()
  if (!bin) throw new Error(postgresMissing() ?? 'PostgreSQL is missing')
  const account = serverAccount()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terrafield-pg-'))
  if (account) fs.chownSync(dir, account.uid, account.gid)
  const watchdog = options.keep ? null : startWatchdog(bin, dir, account)
  const data = path.join(dir, 'data')
  if (options.template) {
    await run('cp', ['-a', options.template, data], account)
  } else {
    // C.UTF-8 so lower() and accent folding treat non-ASCII letters as letters.
    const initdb = ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']
    await run(path.join(bin, 'initdb'), [...initdb, '-E', 'UTF8', '--locale=C.UTF-8'], account)
  }

  const port = await freePort()
  let server = serve(bin, dir, port, account)
  let log = ''
  const follow = (child: ChildProcess) =>
    child.stderr?.on('data', (chunk) => (log = (log + chunk).slice(-4000)))
  follow(server)
  const halt = async () => {
    server.kill('SIGINT')
    await exited(server)
  }
  const stop = async () => {
    watchdog?.kill()
    await halt()
    if (!options.keep) fs.rmSync(dir, { recursive: true, force: true })
  }
  const resume = async () => {
    if (running(server)) return
    server = serve(bin, dir, port, account)
    follow(server)
    await whenAccepting(server, port)
  }
  try {
    await whenAccepting(server, port, options.template ? undefined : 'CREATE DATABASE test')
  } catch (error) {
    await stop()
    throw new Error(`postgres did not start on port ${port}: ${String(error)}\n${log}`)
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/test`, directory: dir, stop, halt, resume }
}
