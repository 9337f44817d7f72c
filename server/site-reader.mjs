import { createHmac, timingSafeEqual } from 'node:crypto'

/** The same token as src/lib/site-reader.ts, which Next's side checks (server/site-reader.test.ts). */
export function siteReaderToken(payloadSecret) {
  return createHmac('sha256', payloadSecret).update('terrafield site reader').digest('hex')
}

export const SITE_READER_HEADER = 'x-site-reader'

/** The server's own reads skip the per-client API budget: loopback is shared with every local caller. */
export function isSiteReader(req, payloadSecret) {
  const given = req.headers[SITE_READER_HEADER]
  if (typeof given !== 'string' || !payloadSecret) return false
  const expected = Buffer.from(siteReaderToken(payloadSecret))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
