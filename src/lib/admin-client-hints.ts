// Payload's `withPayload` sends `Critical-CH` for the colour-scheme hint on every response, so
// Chrome sent each first request of a visit twice; only the admin reads the hint.
type HeaderRule = { source: string; headers: { key: string; value: string }[] }

const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch'])
const ADMIN_SOURCE = '/admin/:path*'

const asksForClientHints = (rule: HeaderRule) =>
  rule.headers.some(({ key }) => CLIENT_HINT_HEADERS.has(key.toLowerCase()))

export function withClientHintsForAdminOnly<Rule extends HeaderRule>(
  headers: () => Rule[] | Promise<Rule[]>,
): () => Promise<Rule[]> {
  return async () =>
    (await headers()).map((rule) =>
      asksForClientHints(rule) ? { ...rule, source: ADMIN_SOURCE } : rule,
    )
}
