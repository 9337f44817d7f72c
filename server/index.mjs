/**
 * The production server: Next's request handler behind a few checks that must run before Next
 * sees a request — the caller's address from the socket (Next keeps a client-sent
 * x-forwarded-for), a 400 for URLs Next's router would answer with a 500, and the per-client API
 * budget. `npm start`, `npm test` and `npm run bench` all serve through it.
 */
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { answerTooManyRequests, createApiRateLimit } from './api-rate-limit.mjs'
import { answerBadRequest, isMalformedPath } from './bad-request.mjs'
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from './client-address.mjs'
import { serverSettings } from './settings.mjs'

const settings = serverSettings()
const root = path.resolve(import.meta.dirname, '..')
const app = next({ dev: false, dir: root, hostname: settings.LISTEN_ADDRESS ?? 'localhost', port: settings.PORT })
const handle = app.getRequestHandler()
const apiRateLimit = createApiRateLimit({ limit: settings.API_RATE_LIMIT, windowSeconds: settings.API_RATE_WINDOW_SECONDS })

async function serve(req, res) {
  const address = clientAddressOf(req, settings.TRUSTED_PROXY_HOPS)
  req.headers[CLIENT_ADDRESS_HEADER] = address
  if (isMalformedPath(req.url)) return answerBadRequest(req, res)
  const retryAfter = await apiRateLimit(req.url, address)
  if (retryAfter !== null) return answerTooManyRequests(res, retryAfter)
  await handle(req, res)
}

await app.prepare()
http
  .createServer((req, res) => {
    serve(req, res).catch((error) => {
      console.error('server: request failed', error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  })
  .listen(settings.PORT, settings.LISTEN_ADDRESS, () => {
    console.log(`› ready on port ${settings.PORT}`)
  })
