/**
 * The CMS settings this server acts on before Next (domain redirects, Meta pixel regions), read
 * from the site's own /api/front-settings at most once per period, one read at a time, so a
 * flood of requests costs one cached read every few seconds. A failed read keeps the last ones.
 */
import { SITE_READER_HEADER, siteReaderToken } from './site-reader.mjs'

export const FRONT_SETTINGS_REFRESH_MS = 5_000
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

export function createFrontSettings({
  read,
  refreshMs = FRONT_SETTINGS_REFRESH_MS,
  now = Date.now,
  onError = (error) => console.error('server: front settings read failed', error),
}) {
  let settings = EMPTY_FRONT_SETTINGS
  let readAt = -Infinity
  let reading = null

  function refresh() {
    reading ??= (async () => {
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

  const isStale = () => now() - readAt >= refreshMs

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
  }
}

/** Reads the route over loopback, which never waits for these settings itself. */
export function readFrontSettingsFrom({ port, payloadSecret }) {
  const url = `http://127.0.0.1:${port}/api/front-settings`
  return async () => {
    if (!payloadSecret) throw new Error('PAYLOAD_SECRET is not set')
    const headers = { [SITE_READER_HEADER]: siteReaderToken(payloadSecret) }
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(READ_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`answered ${response.status}`)
    return response.json()
  }
}
