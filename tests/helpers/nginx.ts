import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './second-server'
import { tiedToThisProcess } from './tied-process'

const TEMPLATE = path.resolve(import.meta.dirname, '../../deploy/nginx/terrafield.conf.template')
const NGINX = '/usr/sbin/nginx'

export interface TestNginx {
  url: string
  port: number
  stop(): Promise<void>
}

/** Why nginx cannot start here, or null when it can. */
export function nginxMissing(): string | null {
  try {
    execFileSync(NGINX, ['-v'], { stdio: 'ignore' })
    return null
  } catch {
    return `no ${NGINX}: apt-get install nginx`
  }
}

/** deploy/nginx/terrafield.conf.template with its variables filled in, as envsubst would. */
export function renderSiteConfig(values: Record<string, string>): string {
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\$\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`the nginx template needs ${name}`)
    return value
  })
}

function mainConfig(directory: string): string {
  // As root, nginx's workers would otherwise run as nobody, who cannot write the temporary folder.
  const user = process.getuid?.() === 0 ? 'user root;' : ''
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${path.join(directory, `${kind}-temp`)};`)
    .join('\n  ')
  return `${user}
worker_processes auto;
daemon off;
pid ${path.join(directory, 'nginx.pid')};
error_log ${path.join(directory, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${temp}
  include ${path.join(directory, 'terrafield.conf')};
}
`
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual' })
    return true
  } catch {
    return false
  }
}

/** Debian's nginx on a free loopback port in front of `upstreams` (host:port), with the site's config. */
export async function startNginx(upstreams: string[], port?: number): Promise<TestNginx> {
  const missing = nginxMissing()
  if (missing) throw new Error(missing)
  const listen = port ?? (await freePort())
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'terrafield-nginx-'))
  const site = renderSiteConfig({
    CACHE_DIR: path.join(directory, 'cache'),
    UPSTREAM_SERVERS: upstreams.map((upstream) => `server ${upstream};`).join(' '),
    LISTEN: `127.0.0.1:${listen}`,
    SERVER_NAME: '127.0.0.1',
  })
  fs.writeFileSync(path.join(directory, 'terrafield.conf'), site)
  fs.writeFileSync(path.join(directory, 'nginx.conf'), mainConfig(directory))
  const args = ['-p', directory, '-e', path.join(directory, 'error.log')]
  const server = tiedToThisProcess(NGINX, [...args, '-c', path.join(directory, 'nginx.conf')])
  const url = `http://127.0.0.1:${listen}`
  const deadline = Date.now() + 10_000
  while (!(await answers(url))) {
    const log = fs.readFileSync(path.join(directory, 'error.log'), { flag: 'a+', encoding: 'utf8' })
    if (!server.running() || Date.now() > deadline)
      throw new Error(`nginx did not start on port ${listen}:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    port: listen,
    stop: async () => {
      await server.stop()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
