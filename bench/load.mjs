import autocannon from 'autocannon'

/** Requests/s and latency of one URL under autocannon; errors count failures and non-2xx answers. */
export async function load(url, { connections, duration, headers }) {
  const result = await autocannon({ url, connections, duration, pipelining: 1, headers })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}
