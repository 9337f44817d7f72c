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
  if (answered)
    throw new Error(`port ${port} is already in use: stop that server or choose another port`)
}

export async function spawnServer(command, args, { cwd, env, port, readyPath = '/' }) {
  await assertPortFree(port)
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  await Promise.race([
    waitUntilUp(`http://127.0.0.1:${port}${readyPath}`, 120_000),
    exited.then((code) => {
      throw new Error(`the server exited early with ${code}`)
    }),
  ])
  return {
    /** The server's process group id too (`detached`): its worker children share the group. */
    pid: child.pid,
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

export function startServer(root, env) {
  return spawnServer(process.execPath, [path.join(root, 'server', 'index.mjs')], {
    cwd: root,
    env: { LISTEN_ADDRESS: '127.0.0.1', ...env, NODE_ENV: 'production' },
    port: env.PORT,
    // The page process's own check (src/app/api/ready): it opens the CMS on its first request.
    readyPath: '/api/ready',
  })
}
