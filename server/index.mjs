/**
 * Checks that must run before Next sees a request: Next keeps a client-sent x-forwarded-for and
 * answers malformed URLs with a 500 (docs/architecture.md, "One server, two processes").
 */
import http from 'node:http'
import { answerTooManyRequests, createApiRateLimit } from './api-rate-limit.mjs'
import { startApiWorker } from './api-worker-link.mjs'
import {
  answerBadRequest,
  answerMethodNotAllowed,
  isMalformedPath,
  isRefusedMethod,
  isWriteToStoredResource,
  READ_METHODS,
} from './bad-request.mjs'
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from './client-address.mjs'
import { isCmsApiRequest, siteApiPrefixes } from './cms-api-routes.mjs'
import {
  answerDomainRedirect,
  domainRedirectFor,
  hostnameOf,
  isSiteHost,
} from './domain-redirects.mjs'
import {
  createFrontSettings,
  FRONT_SETTINGS_TAGS,
  readFrontSettingsFrom,
} from './front-settings.mjs'
import { allowMetaPixel, isPagePath, regionOfPath } from './meta-pixel-csp.mjs'
import { prepareNextHandler, projectRoot } from './next-app.mjs'
import { serverSettings } from './settings.mjs'
import { processTagExpiry } from '../src/lib/cache-tag-expiry.mjs'
import { sharedRedis } from '../src/lib/redis-client.mjs'
import { shareTagExpiry } from '../src/lib/shared-tag-expiry.mjs'
import { isSiteReader } from './site-reader.mjs'
import { answerRenderFailureAsUnavailable } from './unavailable.mjs'

const settings = serverSettings()
const redis = sharedRedis(settings.REDIS_URL)
// Before the first request: a publish seen by any instance expires this one's pages too.
if (redis) shareTagExpiry(processTagExpiry(), redis)
const apiRateLimit = createApiRateLimit({
  limit: settings.API_RATE_LIMIT,
  windowSeconds: settings.API_RATE_WINDOW_SECONDS,
  redis,
})
const frontSettings = createFrontSettings({
  read: readFrontSettingsFrom({ port: settings.PORT, payloadSecret: process.env.PAYLOAD_SECRET }),
  changedSince: (time) => processTagExpiry().anyExpiredAfter(FRONT_SETTINGS_TAGS, time),
})

/** Editors' domain redirects and the Meta pixel's hosts (server/front-settings.mjs). */
async function applyFrontSettings(req, res) {
  const hostname = hostnameOf(req.headers.host)
  if (!isSiteHost(hostname, settings.SITE_URL)) {
    const { redirects } = await frontSettings.fresh()
    const location = domainRedirectFor(hostname, redirects, settings.SITE_URL)
    if (location) {
      answerDomainRedirect(res, location)
      return true
    }
  }
  if (isPagePath(req.url)) {
    const current = frontSettings.last()
    if (current.metaPixelRegions.includes(regionOfPath(req.url, current))) allowMetaPixel(res)
  }
  return false
}

async function serve(req, res) {
  const address = clientAddressOf(req, settings.TRUSTED_PROXY_HOPS)
  req.headers[CLIENT_ADDRESS_HEADER] = address
  if (settings.DEPLOYMENT_ENVIRONMENT !== 'production') res.setHeader('x-robots-tag', 'noindex')
  if (isMalformedPath(req.url)) return answerBadRequest(req, res)
  if (isRefusedMethod(req.method)) return answerMethodNotAllowed(res)
  if (isWriteToStoredResource(req.url, req.method)) return answerMethodNotAllowed(res, READ_METHODS)
  if (await applyFrontSettings(req, res)) return
  if (!isSiteReader(req, process.env.PAYLOAD_SECRET)) {
    const retryAfter = await apiRateLimit(req.url, address)
    if (retryAfter !== null) return answerTooManyRequests(res, retryAfter)
  }
  if (apiWorker && isCmsApiRequest(req.url, sitePrefixes)) return apiWorker.proxy(req, res)
  answerRenderFailureAsUnavailable(req, res)
  await handle(req, res)
}

const [handle, apiWorker] = await Promise.all([
  prepareNextHandler(settings),
  settings.API_WORKER ? startApiWorker() : null,
])
const sitePrefixes = siteApiPrefixes(projectRoot)
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    apiWorker?.stop()
    process.exit(0)
  })
}
http
  .createServer((req, res) => {
    serve(req, res).catch((error) => {
      console.error('server: request failed', error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  })
  .listen(settings.PORT, settings.LISTEN_ADDRESS, () => {
    // Kept current from a timer, outside any request: started from inside a page request, the
    // read sometimes waited behind that request's own work until it timed out (under browser load).
    setInterval(() => frontSettings.current(), 1_000).unref()
    console.log(`› ready on port ${settings.PORT}`)
  })
