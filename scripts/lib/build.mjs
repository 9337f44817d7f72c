import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { npx } from './run.mjs'

const INPUTS = ['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json']
const IGNORED = /(\.test\.ts|\.DS_Store)$/

function hashTree(hash, target) {
  if (!fs.existsSync(target)) return
  const stat = fs.statSync(target)
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(target).sort()) hashTree(hash, path.join(target, name))
  } else if (!IGNORED.test(target)) {
    hash.update(target)
    hash.update(fs.readFileSync(target))
  }
}

export function digestOf(dir, inputs, extras = []) {
  const hash = crypto.createHash('sha256')
  for (const input of inputs) hashTree(hash, path.join(dir, input))
  for (const extra of extras) hash.update(extra)
  return hash.digest('hex')
}

/** A digest of everything `next build` reads, so a build is redone only when its inputs changed. */
export function sourceDigest(root) {
  return digestOf(root, INPUTS, [process.env.NEXT_PUBLIC_SITE_EDITION ?? 'main'])
}

export async function ensureBuild(root, env) {
  const stamp = path.join(root, '.next', 'source-digest')
  const digest = sourceDigest(root)
  const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && fs.existsSync(stamp)
  if (built && fs.readFileSync(stamp, 'utf8') === digest) return
  console.log('› building the site (next build)')
  await npx('next', ['build'], { cwd: root, env })
  fs.writeFileSync(stamp, digest)
}
