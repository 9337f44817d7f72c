/**
 * The bare Next.js app in bench/bare-next: built with the project's own next, react and react-dom
 * (resolved from its node_modules; the folder has no package.json of its own) and served with
 * `next start`, so a page of the site can be compared with the framework's floor.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { digestOf } from '../scripts/lib/build.mjs'
import { run } from '../scripts/lib/run.mjs'
import { spawnServer } from '../scripts/lib/server.mjs'

const appDir = path.join(import.meta.dirname, 'bare-next')
const INPUTS = ['app', 'next.config.ts', 'tsconfig.json', '../../package-lock.json']

function nextBin() {
  const nextPackage = createRequire(path.join(appDir, 'package.json')).resolve('next/package.json')
  return path.join(path.dirname(nextPackage), 'dist', 'bin', 'next')
}

/** The bench's own environment without NODE_ENV, which `next build` must set itself. */
function appEnv() {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  delete env.NODE_ENV
  return env
}

export async function ensureBareNextBuild() {
  const stamp = path.join(appDir, '.next', 'source-digest')
  const digest = digestOf(appDir, INPUTS)
  const built = fs.existsSync(path.join(appDir, '.next', 'BUILD_ID')) && fs.existsSync(stamp)
  if (built && fs.readFileSync(stamp, 'utf8') === digest) return
  console.log('› building the bare Next.js page (next build in bench/bare-next)')
  await run(process.execPath, [nextBin(), 'build'], { cwd: appDir, env: appEnv() })
  fs.writeFileSync(stamp, digest)
}

export function startBareNext(port) {
  return spawnServer(
    process.execPath,
    [nextBin(), 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: appDir,
      env: { ...appEnv(), NODE_ENV: 'production' },
      port,
    },
  )
}
