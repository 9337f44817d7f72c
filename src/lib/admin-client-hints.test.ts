import { describe, expect, it } from 'vitest'
import { withClientHintsForAdminOnly } from './admin-client-hints'

const security = {
  source: '/:path*',
  headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
}
const payloadHints = {
  source: '/:path*',
  headers: [
    { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
    { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
  ],
}

describe('withClientHintsForAdminOnly', () => {
  it('moves the rule that asks for client hints to the admin and leaves the others', async () => {
    const headers = withClientHintsForAdminOnly(async () => [security, payloadHints])
    await expect(headers()).resolves.toEqual([
      security,
      { ...payloadHints, source: '/admin/:path*' },
    ])
  })
})
