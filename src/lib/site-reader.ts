import { createHmac, timingSafeEqual } from 'node:crypto'
import { payloadSecret } from './env'

/**
 * The site's own reads may read internal settings and skip the public API's caps. Derived from
 * PAYLOAD_SECRET, so instances sharing the secret agree and no caller without it can forge one.
 */
export const SITE_READER_HEADER = 'x-site-reader'

let token: string | undefined

export function siteReaderToken(): string {
  token ??= createHmac('sha256', payloadSecret()).update('terrafield site reader').digest('hex')
  return token
}

export function isSiteReaderToken(value: string | null | undefined): boolean {
  if (!value) return false
  const given = Buffer.from(value)
  const expected = Buffer.from(siteReaderToken())
  return given.length === expected.length && timingSafeEqual(given, expected)
}
