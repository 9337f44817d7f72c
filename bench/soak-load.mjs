import autocannon from 'autocannon'
import { isExpected } from './soak-mix.mjs'

const MAX_LISTED = 20

function kindStats() {
  return { requests: 0, statuses: {}, unexpected: 0, latencies: [] }
}

/**
 * autocannon with every connection taking the next URL of the mix in turn, so each URL is asked
 * about equally often. Each answer is checked against its kind (404 expected for `not-found`);
 * requests that never got an answer are listed by URL (timeouts, dropped connections).
 */
export async function soakLoad(base, urls, options) {
  const { connections, seconds, timeoutSeconds, headers, progress } = options
  let next = 0
  const perKind = {}
  const unexpected = new Map()
  const inFlight = new Set()
  const stats = (kind) => (perKind[kind] ??= kindStats())
  const requests = [
    {
      method: 'GET',
      setupRequest(request, context) {
        const url = urls[next++ % urls.length]
        Object.assign(context, { url, sentAt: performance.now() })
        inFlight.add(context)
        return { ...request, path: url.path }
      },
      onResponse(status, _body, context) {
        inFlight.delete(context)
        const { url, sentAt } = context
        const kind = stats(url.kind)
        kind.requests++
        progress.answered++
        kind.statuses[status] = (kind.statuses[status] ?? 0) + 1
        kind.latencies.push(performance.now() - sentAt)
        if (isExpected(url.kind, status)) return
        kind.unexpected++
        const key = `${status} ${url.path}`
        unexpected.set(key, (unexpected.get(key) ?? 0) + 1)
      },
    },
  ]
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: timeoutSeconds,
    pipelining: 1,
    headers,
    requests,
  })
  const ended = performance.now()
  const unanswered = [...inFlight].filter(({ sentAt }) => ended - sentAt >= timeoutSeconds * 1000)
  return {
    result,
    perKind,
    unexpected: [...unexpected].sort((a, b) => b[1] - a[1]).slice(0, MAX_LISTED),
    unanswered: unanswered.slice(0, MAX_LISTED).map(({ url }) => url.path),
  }
}
