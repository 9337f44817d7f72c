/**
 * Lighthouse and its browser launcher are installed on first use into bench/.tools, not with the
 * project: they are about 160 MB that only `npm run bench:lighthouse` needs, and CI never runs it.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { run } from '../scripts/lib/run.mjs'

const TOOLS = { lighthouse: '13.5.0', 'chrome-launcher': '1.2.1' }
const toolsDir = path.resolve(import.meta.dirname, '.tools')

function installed() {
  const manifest = path.join(toolsDir, 'package.json')
  if (!fs.existsSync(manifest)) return false
  const { dependencies = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8'))
  return Object.entries(TOOLS).every(([name, version]) => dependencies[name] === version)
}

async function importTool(name) {
  const entry = createRequire(path.join(toolsDir, 'package.json')).resolve(name)
  return import(pathToFileURL(entry).href)
}

/** `{ lighthouse, chromeLauncher }`, installing the pinned versions when they are missing. */
export async function loadLighthouseTools() {
  if (!installed()) {
    console.log(
      `› installing ${Object.entries(TOOLS)
        .map(([name, version]) => `${name}@${version}`)
        .join(', ')} into bench/.tools`,
    )
    fs.mkdirSync(toolsDir, { recursive: true })
    fs.writeFileSync(
      path.join(toolsDir, 'package.json'),
      `${JSON.stringify({ private: true, dependencies: TOOLS }, null, 2)}\n`,
    )
    await run('npm', [
      'install',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--ignore-scripts',
      '--prefix',
      toolsDir,
    ])
  }
  const [lighthouse, chromeLauncher] = await Promise.all([
    importTool('lighthouse'),
    importTool('chrome-launcher'),
  ])
  return { lighthouse: lighthouse.default, chromeLauncher }
}
