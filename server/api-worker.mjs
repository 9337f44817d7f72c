// Content written here expires cache tags in the page process before the write is answered.
import http from 'node:http'
import { setTagExpiryForwarder } from '../src/lib/cache-tag-expiry.mjs'
import { prepareNextHandler } from './next-app.mjs'
import { serverSettings } from './settings.mjs'

// The page process answers at once; this only stops a write hanging if it cannot.
const EXPIRY_ACK_TIMEOUT_MS = 5000

const socketPath = process.env.API_WORKER_SOCKET
if (!socketPath || !process.send)
  throw new Error('api-worker.mjs is started by server/index.mjs, not on its own')

const waiting = new Map()
let lastId = 0
process.on('message', (message) => {
  if (message?.kind !== 'tags-expired') return
  waiting.get(message.id)?.()
})
setTagExpiryForwarder(
  (tags) =>
    new Promise((resolve) => {
      const id = ++lastId
      const done = () => {
        clearTimeout(timer)
        waiting.delete(id)
        resolve()
      }
      const timer = setTimeout(done, EXPIRY_ACK_TIMEOUT_MS)
      waiting.set(id, done)
      process.send({ kind: 'expire-tags', id, tags })
    }),
)
// Without its page server there is nobody to answer.
process.on('disconnect', () => process.exit(0))

const handle = await prepareNextHandler(serverSettings())
const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error('api worker: request failed', error)
    if (!res.headersSent) res.statusCode = 500
    res.end()
  })
})
// The page server is the only client and reuses idle connections: closing one after the usual
// 5 s could race a request it is just sending on it, which it would then answer with a 503.
server.keepAliveTimeout = 0
server.listen(socketPath, () => process.send({ kind: 'ready' }))
