import path from 'node:path'
import { spawn } from 'node:child_process'

async function waitUntilUp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`server at ${url} did not come up within ${timeoutMs} ms`)
}

async function assertPortFree(port) {
  const answered = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' }).then(
    () => true,
    () => false,
  )
  if (answered) throw new Error(`port ${port} is already in use: stop that server or choose another port`)
}

/** Serves the production build on env.PORT and resolves once it answers. */
export async function startServer(root, env) {
  await assertPortFree(env.PORT)
  const child = spawn(process.execPath, [path.join(root, 'server', 'index.mjs')], {
    cwd: root,
    env: { LISTEN_ADDRESS: '127.0.0.1', ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  await Promise.race([
    waitUntilUp(`http://127.0.0.1:${env.PORT}/api/users/me`, 120_000),
    exited.then((code) => {
      throw new Error(`the server exited early with ${code}`)
    }),
  ])
  return {
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
    },
  }
}
