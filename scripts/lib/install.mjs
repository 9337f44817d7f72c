import fs from 'node:fs'
import path from 'node:path'
import { run } from './run.mjs'

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureDependencies(root) {
  const lock = path.join(root, 'package-lock.json')
  const marker = path.join(root, 'node_modules', '.package-lock.json')
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs
  if (fresh) return
  // `npm ci` refuses this lockfile here: the registry mirror has no other-platform optional
  // packages (@next/swc-darwin-*), so npm never records them; `npm install` honours the lock.
  console.log('› installing dependencies (npm install)')
  await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: root })
}
