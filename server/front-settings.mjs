/**
 * The CMS settings this server acts on before Next (domain redirects, Meta pixel regions), read
 * from the site's own /api/front-settings at most once per period, one read at a time, so a
 * flood of requests costs one cached read every few seconds. A failed read keeps the last ones.
 */
import http from 'node:http'
import { SITE_READER_HEADER, siteReaderToken } from './site-reader.mjs'

export const FRONT_SETTINGS_REFRESH_MS = 5_000
/** The page cache's tags of what /api/front-settings reads (src/lib/cache-tags.ts). */
export const FRONT_SETTINGS_TAGS = ['cms:domain-redirects', 'cms:global-settings']
const READ_TIMEOUT_MS = 5_000

export const EMPTY_FRONT_SETTINGS = Object.freeze({
  redirects: [],
  regions: [],
  defaultRegion: '',
  metaPixelRegions: [],
})

const isStringArray = (value) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** The route is ours, but a proxy or an older build could answer something else: check its shape. */
export function parseFrontSettings(body) {
  if (typeof body !== 'object' || body === null) return null
  const { redirects, regions, defaultRegion, metaPixelRegions } = body
  if (
    !Array.isArray(redirects) ||
    !redirects.every((r) => typeof r?.domain === 'string' && typeof r?.targetPath === 'string') ||
    !isStringArray(regions) ||
    typeof defaultRegion !== 'string' ||
    !isStringArray(metaPixelRegions)
  )
    return null
  return {
    redirects: redirects.map(({ domain, targetPath }) => ({ domain, targetPath })),
    regions,
    defaultRegion,
    metaPixelRegions,
  }
}

/** @type {(time: number) => boolean} */
const NOTHING_CHANGED = () => false

/**
 * `changedSince(time)`: whether the CMS has published a change to these settings since then (the
 * page cache's tag expiry), so a publish is acted on at the next request, not a period later.
 */
export function createFrontSettings({
  read,
  refreshMs = FRONT_SETTINGS_REFRESH_MS,
  now = Date.now,
  changedSince = NOTHING_CHANGED,
  onError = (error) =>
    console.error(
      `server: front settings read failed (the last ones stay): ${error instanceof Error ? error.message : String(error)}`,
    ),
}) {
  let settings = EMPTY_FRONT_SETTINGS
  let readAt = -Infinity
  let readStartedAt = -Infinity
  let reading = null

  function refresh() {
    reading ??= (async () => {
      readStartedAt = now()
      try {
        const parsed = parseFrontSettings(await read())
        if (parsed) settings = parsed
        else onError(new Error('unexpected answer'))
      } catch (error) {
        onError(error)
      } finally {
        readAt = now()
        reading = null
      }
      return settings
    })()
    return reading
  }

  const isStale = () =>
    now() - readAt >= refreshMs || (reading === null && changedSince(readStartedAt))

  return {
    /** Settings no older than the period: waits for a read when they are older. */
    async fresh() {
      return isStale() ? refresh() : settings
    },
    /** The last settings read, at once; starts a read in the background when they are old. */
    current() {
      if (isStale()) void refresh()
      return settings
    },
    /** The last settings read, starting nothing. */
    last() {
      return settings
    },
  }
}

/**
 * Reads the route over loopback, which never waits for these settings itself. node:http, not
 * fetch: Next patches the process's fetch for its data cache.
 */
export function readFrontSettingsFrom({ port, payloadSecret }) {
  return () =>
    new Promise((resolve, reject) => {
      if (!payloadSecret) return reject(new Error('PAYLOAD_SECRET is not set'))
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/front-settings',
          headers: { [SITE_READER_HEADER]: siteReaderToken(payloadSecret) },
          // A deadline for the whole read, and a connection of its own: a read that never settles
          // would hold the single flight, and the settings, for good.
          signal: AbortSignal.timeout(READ_TIMEOUT_MS),
          agent: false,
        },
        (response) => {
          const chunks = []
          response.on('data', (chunk) => chunks.push(chunk))
          response.on('error', reject)
          response.on('end', () => {
            if (response.statusCode !== 200)
              return reject(new Error(`answered ${response.statusCode}`))
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
            } catch (error) {
              reject(error)
            }
          })
        },
      )
      request.on('error', reject)
    })
}
