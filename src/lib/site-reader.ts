import { createHmac, timingSafeEqual } from 'node:crypto'
import { payloadSecret } from './env'

/** An HMAC of PAYLOAD_SECRET: instances sharing it agree, and nobody without it can forge one. */
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
