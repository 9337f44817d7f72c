import autocannon from 'autocannon'

/**
 * The most expensive GraphQL request one anonymous caller may send under the public limits
 * (src/cms/public-api/limits.ts): 100 products with a relationship each, cost 4,601 of 5,000.
 * Kept in step with those limits by hand; the bench prints how many answers were not 2xx.
 */
export const EXPENSIVE_QUERY = '{ Products(limit: 100) { docs { id sku categories { id name } } } }'

const percentile99 = (result) => result.latency.p99

// autocannon reports a p99 of 0 when nothing answered; that is the worst case, not the best.
const ratioOf = (pressed, atRest) =>
  pressed.requests.total === 0
    ? 'no answer'
    : (percentile99(pressed) / Math.max(1, percentile99(atRest))).toFixed(2)

/**
 * The cached home page's p99 at rest and while 4 connections send the most expensive allowed
 * request, back to back. The server runs with the per-client API budget off, so this is the
 * cost cap alone: many clients at once, not one.
 */
export async function measureApiPressure(base, { duration, connections }) {
  const home = { url: `${base}/`, connections, duration }
  const atRest = await autocannon(home)
  const attack = autocannon({
    url: `${base}/api/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: EXPENSIVE_QUERY }),
    connections: 4,
    duration,
  })
  const [pressed, attackers] = await Promise.all([autocannon(home), attack])
  return {
    'home p99 at rest ms': percentile99(atRest),
    'home p99 under pressure ms': percentile99(pressed),
    'home answers under pressure': pressed.requests.total,
    ratio: ratioOf(pressed, atRest),
    'expensive req/s': Math.round(attackers.requests.average),
    'expensive p50 ms': attackers.latency.p50,
    'expensive non-2xx': attackers.non2xx,
  }
}
