import { spawn } from 'node:child_process'

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`))
    })
  })
}

export function npx(bin, args, options) {
  return run(
    process.platform === 'win32' ? 'npx.cmd' : 'npx',
    ['--no-install', bin, ...args],
    options,
  )
}
