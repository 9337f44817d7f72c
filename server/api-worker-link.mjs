// At a lower CPU priority, so the CMS API's costly synchronous SQLite reads wait behind pages
// (docs/architecture.md, "One server, two processes").
import { fork } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { processTagExpiry } from '../src/lib/cache-tag-expiry.mjs'

const WORKER_NICENESS = 10
const RESTART_DELAY_MS = 1000
// Connection-level headers belong to one hop; Node sets its own on each side.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
])

function withoutHopByHop(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
  )
}

function answerUnavailable(res) {
  res.statusCode = 503
  res.setHeader('content-type', 'application/json')
  res.setHeader('cache-control', 'no-store')
  res.setHeader('retry-after', '5')
  res.end(
    JSON.stringify({ message: 'The content service is restarting. Try again in a few seconds.' }),
  )
}

const isTagList = (tags) => Array.isArray(tags) && tags.every((tag) => typeof tag === 'string')

export async function startApiWorker() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'terrafield-api-'))
  const socketPath = path.join(directory, 'api.sock')
  const agent = new http.Agent({ keepAlive: true })
  let current = null
  let stopping = false

  const spawn = () =>
    new Promise((resolve, reject) => {
      const worker = fork(path.join(import.meta.dirname, 'api-worker.mjs'), [], {
        env: { ...process.env, API_WORKER_SOCKET: socketPath },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      })
      try {
        os.setPriority(worker.pid, WORKER_NICENESS)
      } catch (error) {
        console.warn(`server: the API worker keeps the normal CPU priority (${error.message})`)
      }
      worker.on('message', (message) => {
        if (message?.kind === 'ready') {
          current = worker
          resolve()
        } else if (message?.kind === 'expire-tags' && isTagList(message.tags)) {
          processTagExpiry().expire(message.tags)
          worker.send({ kind: 'tags-expired', id: message.id })
        }
      })
      worker.on('exit', (code, signal) => {
        const wasReady = current === worker
        if (wasReady) current = null
        if (stopping) return
        if (!wasReady)
          return reject(new Error(`the API worker exited before it was ready (${signal ?? code})`))
        console.error(`server: the API worker exited (${signal ?? code}); starting another`)
        setTimeout(function restart() {
          spawn().catch((error) => {
            console.error(`server: ${error.message}; trying again`)
            setTimeout(restart, RESTART_DELAY_MS * 5)
          })
        }, RESTART_DELAY_MS)
      })
    })

  await spawn()

  return {
    proxy(req, res) {
      if (!current) return answerUnavailable(res)
      const upstream = http.request({
        socketPath,
        agent,
        method: req.method,
        path: req.url,
        headers: withoutHopByHop(req.headers),
      })
      upstream.on('response', (answer) => {
        res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers))
        answer.pipe(res)
      })
      upstream.on('error', () => {
        if (res.headersSent) res.destroy()
        else answerUnavailable(res)
      })
      // A caller who leaves stops the work it asked for.
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy()
      })
      req.pipe(upstream)
    },
    stop() {
      stopping = true
      current?.kill('SIGTERM')
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
