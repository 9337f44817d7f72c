import fs from 'node:fs'
import path from 'node:path'
import { run } from './run.mjs'

const nodeMajor = process.versions.node.split('.')[0]

/** Also when installed under another major Node release: native modules are built for one. */
export async function ensureDependencies(root) {
  const lock = path.join(root, 'package-lock.json')
  const marker = path.join(root, 'node_modules', '.package-lock.json')
  const nodeStamp = path.join(root, 'node_modules', '.installed-with-node')
  const fresh =
    fs.existsSync(marker) &&
    fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs &&
    fs.existsSync(nodeStamp) &&
    fs.readFileSync(nodeStamp, 'utf8') === nodeMajor
  if (fresh) return
  // `npm ci` refuses this lockfile here: the registry mirror has no other-platform optional
  // packages (@next/swc-darwin-*), so npm never records them; `npm install` honours the lock.
  console.log(`› installing dependencies (npm install, Node ${process.versions.node})`)
  await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: root })
  fs.writeFileSync(nodeStamp, nodeMajor)
}
